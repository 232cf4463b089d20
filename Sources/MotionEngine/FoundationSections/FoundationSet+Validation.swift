import PiecesDiagnostics
import PiecesSupport

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
                    errors.append(
                        .kindInTwoFoundations(
                            file.sections.first { $0.kind == kind }!.position, kind: kind, other: other))
                } else {
                    fileOfKind[kind] = file.path
                }
            }
            if let expected = files.first(where: { !$0.prefix.isEmpty })?.prefix, !file.prefix.isEmpty,
                file.prefix != expected,
                let first = file.sections.first
            {
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
        let upstream = file(ofSection: position).isUpstream
        var listed = Set<Int>()
        for name in hand.names {
            if let found = self.section(named: name) {
                listed.insert(found)
            } else {
                let suggestion = EditDistance.suggestion(for: name, among: sections.map(\.name))
                errors.append(
                    .unknownRequiredSection(hand.position, section: section.name, name: name, suggestion: suggestion))
            }
        }
        // Upstream's script copies what the listed sections require in turn, so a section reached
        // through one of them is listed as far as upstream is concerned.
        let reached = upstream ? handClosure(of: listed) : listed
        for (required, reason) in requirementReasons[position].sorted(by: { $0.key < $1.key })
        where !reached.contains(required) {
            report(
                .missingRequirement(reason.0, section: section.name, name: reason.1, provider: sections[required].name),
                upstream: upstream)
        }
        for extra in listed.sorted() where requirementReasons[position][extra] == nil {
            errors.append(.unusedRequirement(hand.position, section: section.name, name: sections[extra].name))
            requirements[position].append(extra)
        }
    }

    /// `listed` and everything the listed sections' own requires lines reach (their inferred
    /// requirements where they have no line).
    private func handClosure(of listed: Set<Int>) -> Set<Int> {
        var seen = listed
        var pending = Array(listed)
        while let next = pending.popLast() {
            let direct =
                sections[next].handRequires.map { $0.names.compactMap { section(named: $0) } } ?? requirements[next]
            for required in direct where seen.insert(required).inserted { pending.append(required) }
        }
        return seen
    }

    /// Records `error`; in an upstream-format foundation, as a warning unless `--strict`.
    private mutating func report(_ error: FoundationFinding, upstream: Bool) {
        errors.append(upstream && !strict ? .tolerated(error) : error)
    }

    private mutating func checkHandProvides(of position: Int) {
        let section = sections[position]
        guard let hand = section.handProvides else { return }
        let upstream = file(ofSection: position).isUpstream
        var covered = Set<Int>()
        var owner: String?
        for entry in hand.entries {
            let pattern = ProvidesPattern(entry, previousOwner: owner, upstream: upstream)
            owner = pattern.owner
            let matching = section.provides.indices.filter { pattern.matches(section.provides[$0]) }
            if matching.isEmpty {
                report(.providesUnknownName(hand.position, section: section.name, entry: entry), upstream: upstream)
            }
            covered.formUnion(matching)
            if upstream {
                // A listed type stands for the members the same section declares in it.
                for type in matching where section.provides[type].kind == .type {
                    let name = section.provides[type].name
                    covered.formUnion(
                        section.provides.indices.filter { index in
                            section.provides[index].owner.map { $0 == name || $0.hasPrefix(name + ".") } ?? false
                        })
                }
            }
        }
        // Upstream: a type left off the list is reported once, not again for each of its members.
        let unlistedTypes = Set(
            section.provides.indices.filter { !covered.contains($0) && section.provides[$0].kind == .type }
                .map { section.provides[$0].name })
        for (offset, name) in section.provides.enumerated() where !covered.contains(offset) {
            if upstream, let owner = name.owner,
                unlistedTypes.contains(where: { owner == $0 || owner.hasPrefix($0 + ".") })
            {
                continue
            }
            let place = section.declarations[offset].nameToken
            report(
                .providesMissesName(
                    FoundationParser.position(of: Int(place.start), in: section.source), section: section.name,
                    name: name.description),
                upstream: upstream)
        }
    }
}

/// One entry of a `// provides:` line: `PieceMotion.project`, `.settle(velocity`, `View.piecePop(trigger:)`.
/// A leading `.` continues the previous entry's owner; labels, possibly cut short, match a prefix.
///
/// Upstream's script reads an entry as text to find in a piece (`.follow(` is a call of `follow` on
/// anything, `piecePress` the word): in an upstream-format foundation an entry without an owner
/// (bare, or with a leading `.`) matches a declaration of that name on any owner, and the last label
/// may be cut short anywhere (`.stretch(veloc`).
struct ProvidesPattern {
    var owner: String?
    var name: String
    var labels: [String?]?
    var upstream = false

    init(_ entry: String, previousOwner: String?, upstream: Bool = false) {
        self.upstream = upstream
        var text = Substring(entry)
        var labelPart: Substring?
        if let paren = text.firstIndex(of: "(") {
            labelPart = text[text.index(after: paren)...]
            text = text[..<paren]
        }
        if text.hasPrefix(".") {
            owner = upstream ? nil : previousOwner
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
        guard provided.name == name else { return false }
        if upstream {
            guard owner == nil || provided.owner == owner else { return false }
        } else {
            guard provided.owner == owner || (owner == nil && provided.owner == nil) else { return false }
        }
        guard let labels else { return true }
        guard provided.kind == .function else { return false }
        let declared = provided.parameters.map(\.label)
        guard upstream, let last = labels.last, let partial = last, declared.count >= labels.count else {
            return declared.starts(with: labels)
        }
        // Upstream matches text: the last label may stop anywhere (`velocity` of `velocity:`, `veloc`).
        return declared.starts(with: labels.dropLast()) && (declared[labels.count - 1]?.hasPrefix(partial) ?? false)
    }
}
