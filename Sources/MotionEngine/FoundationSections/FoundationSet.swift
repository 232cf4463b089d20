import PiecesDiagnostics
import PiecesSupport

/// All foundations of a registry, read together: sections in order, what each provides and
/// requires, and every problem found. Built once per run, shared by every piece.
package struct FoundationSet: Sendable {
    /// The foundation files, each after those it requires sections from; ties by file name.
    package internal(set) var files: [FoundationFile]
    /// Every section, in file order then foundation order. Indices are used throughout.
    package internal(set) var sections: [FoundationSection] = []
    /// For each section, the file it belongs to (index into `files`).
    private(set) var fileOfSection: [Int] = []
    /// For each section, the sections it requires directly.
    package var requirements: [[Int]] = []
    /// For each section and each section it requires, the first token (as a position) that pulled it in.
    package var requirementReasons: [[Int: (SourcePosition, String)]] = []
    package private(set) var index: NameIndex
    package internal(set) var errors: [FoundationFinding] = []

    /// Whether upstream-format lists that are incomplete by this tool's standard are errors
    /// (`--strict`) rather than warnings.
    package let strict: Bool

    /// Reads the given files (path shown in diagnostics, bytes).
    package init(files input: [(path: String, bytes: [UInt8])], strict: Bool = false) {
        self.strict = strict
        let parsed = input.sorted { $0.path < $1.path }.map { FoundationParser.parse(path: $0.path, bytes: $0.bytes) }
        let flat = parsed.flatMap(\.sections)
        let provisional = NameIndex(sections: flat)
        let provisionalFile = parsed.enumerated().flatMap { file in file.element.sections.map { _ in file.offset } }
        var firstSection: [Int] = []
        var running = 0
        for file in parsed {
            firstSection.append(running)
            running += file.sections.count
        }
        // Each section's uses are found on its own, on both cores: this is on the way of every `check`.
        let direct = Array(flat.indices).parallelMap {
            Self.inferRequirements(of: flat[$0], at: $0, index: provisional)
        }
        let order = Self.fileOrder(parsed.count, sectionFile: provisionalFile, requirements: direct)

        files = order.map { parsed[$0] }
        var newIndex = [Int](repeating: 0, count: flat.count)
        for fileIndex in files.indices {
            let original = order[fileIndex]
            for (offset, section) in parsed[original].sections.enumerated() {
                newIndex[firstSection[original] + offset] = sections.count
                sections.append(section)
                fileOfSection.append(fileIndex)
            }
        }
        // Files that are already in order (always, for one file) leave every section where it was, so
        // the index of the provisional order is the index: built once, on the way of every `check`.
        index = order == Array(parsed.indices) ? provisional : NameIndex(sections: sections)
        requirements = Array(repeating: [], count: sections.count)
        requirementReasons = Array(repeating: [:], count: sections.count)
        for old in flat.indices {
            let reasons = direct[old].mapKeys { newIndex[$0] }
            requirementReasons[newIndex[old]] = reasons
            requirements[newIndex[old]] = reasons.keys.sorted()
        }
        errors = files.flatMap(\.errors)
        validate()
    }

    /// The version of the foundation a section belongs to.
    package func file(ofSection section: Int) -> FoundationFile { files[fileOfSection[section]] }

    /// `sections` plus everything they require, directly or not, in foundation order.
    package func closure(of used: Set<Int>) -> [Int] {
        var seen = used
        var pending = Array(used)
        while let next = pending.popLast() {
            for required in requirements[next] where seen.insert(required).inserted { pending.append(required) }
        }
        return seen.sorted()
    }

    /// The section named `name`.
    package func section(named name: String) -> Int? { sections.firstIndex { $0.name == name } }

    /// Whether anything found stops `sync` and fails `check`.
    package var hasErrors: Bool { errors.contains { $0.isError } }

    // MARK: Inference

    /// The sections `section` uses, each with the first use (position and name) that shows it.
    private static func inferRequirements(of section: FoundationSection, at position: Int, index: NameIndex) -> [Int: (
        SourcePosition, String
    )] {
        let source = section.source
        var scanner = UsageScanner(index: index, source: source, tokens: section.tokens)
        scanner.typeBodies = section.typeBodies
        scanner.localNames = section.localNames
        var result: [Int: (SourcePosition, String)] = [:]
        for use in scanner.scan().uses {
            let provider = index.entries[use.entry].section
            guard provider != position, result[provider] == nil else { continue }
            result[provider] = (
                FoundationParser.position(of: Int(use.token.start), in: source),
                index.entries[use.entry].name.description
            )
        }
        return result
    }

    /// Files ordered so that each comes after the files it requires sections from; ties by name.
    private static func fileOrder(_ count: Int, sectionFile: [Int], requirements: [[Int: (SourcePosition, String)]])
        -> [Int]
    {
        var dependsOn = Array(repeating: Set<Int>(), count: count)
        for (section, required) in requirements.enumerated() {
            for other in required.keys where sectionFile[other] != sectionFile[section] {
                dependsOn[sectionFile[section]].insert(sectionFile[other])
            }
        }
        var order: [Int] = []
        var placed = Set<Int>()
        while order.count < count {
            // A cycle between files cannot be ordered: fall back to name order for what is left.
            let next =
                (0..<count).first { !placed.contains($0) && dependsOn[$0].isSubset(of: placed) }
                ?? (0..<count).first { !placed.contains($0) }!
            order.append(next)
            placed.insert(next)
        }
        return order
    }
}

extension Dictionary {
    func mapKeys<T: Hashable>(_ transform: (Key) -> T) -> [T: Value] {
        [T: Value](uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
