extension FoundationSet {
    /// Cross-file checks and the comparison of hand-written `requires:` / `provides:` lines with
    /// what the code shows.
    mutating func validate() {
        var firstByName: [String: SourcePosition] = [:]
        for section in sections {
            if let first = firstByName[section.name] {
                errors.append(.duplicateSection(section.position, name: section.name, first: first))
            } else {
                firstByName[section.name] = section.position
            }
        }
        var fileOfKind: [String: String] = [:]
        for file in files {
            for kind in Set(file.sections.map(\.kind)).sorted() {
                if let other = fileOfKind[kind], other != file.path {
                    errors.append(.kindInTwoFoundations(file.sections.first { $0.kind == kind }!.position, kind: kind, other: other))
                } else {
                    fileOfKind[kind] = file.path
                }
            }
            if let expected = files.first(where: { !$0.prefix.isEmpty })?.prefix, !file.prefix.isEmpty, file.prefix != expected,
               let first = file.sections.first {
                errors.append(.mixedPrefixes(first.position, prefix: file.prefix, expected: expected))
            }
        }
        for position in sections.indices {
            checkHandRequires(of: position)
            checkHandProvides(of: position)
        }
    }

    private mutating func checkHandRequires(of position: Int) {
        let section = sections[position]
        guard let hand = section.handRequires else { return }
        var listed = Set<Int>()
        for name in hand.names {
            if let found = self.section(named: name) {
                listed.insert(found)
            } else {
                let suggestion = EditDistance.suggestion(for: name, among: sections.map(\.name))
                errors.append(.unknownRequiredSection(hand.position, section: section.name, name: name, suggestion: suggestion))
            }
        }
        for (required, reason) in requirementReasons[position].sorted(by: { $0.key < $1.key }) where !listed.contains(required) {
            errors.append(.missingRequirement(reason.0, section: section.name, name: reason.1, provider: sections[required].name))
        }
        for extra in listed.sorted() where requirementReasons[position][extra] == nil {
            errors.append(.unusedRequirement(hand.position, section: section.name, name: sections[extra].name))
            requirements[position].append(extra)
        }
    }

    private mutating func checkHandProvides(of position: Int) {
        let section = sections[position]
        guard let hand = section.handProvides else { return }
        var covered = Set<Int>()
        var owner: String?
        for entry in hand.entries {
            let pattern = ProvidesPattern(entry, previousOwner: owner)
            owner = pattern.owner
            let matching = section.provides.indices.filter { pattern.matches(section.provides[$0]) }
            if matching.isEmpty {
                errors.append(.providesUnknownName(hand.position, section: section.name, entry: entry))
            }
            covered.formUnion(matching)
        }
        for (offset, name) in section.provides.enumerated() where !covered.contains(offset) {
            let where_ = section.declarations[offset].nameToken
            errors.append(.providesMissesName(
                FoundationParser.position(of: Int(where_.start), in: section.source), section: section.name, name: name.description))
        }
    }
}

/// One entry of a `// provides:` line: `PieceMotion.project`, `.settle(velocity`, `View.piecePop(trigger:)`.
/// A leading `.` continues the previous entry's owner; labels, possibly cut short, match a prefix.
struct ProvidesPattern {
    var owner: String?
    var name: String
    var labels: [String?]?

    init(_ entry: String, previousOwner: String?) {
        var text = Substring(entry)
        var labelPart: Substring?
        if let paren = text.firstIndex(of: "(") {
            labelPart = text[text.index(after: paren)...]
            text = text[..<paren]
        }
        if text.hasPrefix(".") {
            owner = previousOwner
            name = String(text.dropFirst())
        } else if let dot = text.lastIndex(of: ".") {
            owner = String(text[..<dot])
            name = String(text[text.index(after: dot)...])
        } else {
            owner = nil
            name = String(text)
        }
        labels = labelPart.map { part in
            part.split(separator: ":").map { $0.trimmed(of: " )") }.filter { !$0.isEmpty }.map { $0 == "_" ? nil : $0 }
        }
    }

    func matches(_ provided: ProvidedName) -> Bool {
        guard provided.name == name, provided.owner == owner || (owner == nil && provided.owner == nil) else { return false }
        guard let labels else { return true }
        let declared = provided.parameters.map(\.label)
        return provided.kind == .function && declared.starts(with: labels)
    }
}
