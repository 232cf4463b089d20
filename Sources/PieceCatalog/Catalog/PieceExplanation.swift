import MotionEngine
import PiecesDiagnostics
import PiecesSupport

/// Why a piece carries each section of its block: the token of its own code that pulled the
/// section in, or the section that requires it. What `pieces why` prints.
package struct PieceExplanation: Sendable {
    package enum Reason: Sendable, Equatable {
        /// The piece's code names something the section provides: the first such token, the
        /// name it resolves to and how many uses there are in all.
        case used(at: SourcePosition, text: String, name: String, uses: Int)
        /// A section the piece carries requires it: where that section uses it, and the name.
        case required(by: String, at: SourcePosition, name: String)
    }

    package struct Entry: Sendable, Equatable {
        package var section: String
        /// The block it goes into: `motion` for `Piece motion`.
        package var kind: String
        package var reason: Reason
    }

    /// The piece's path as diagnostics show it.
    package var path: String
    /// In foundation order, as the block holds them.
    package var entries: [Entry]

    static func usedMessage(_ section: String, _ block: String, _ text: String) -> Message {
        "section '\(section)' (\(block)): pulled in by '\(text)' here"
    }
    static func usedQualifiedMessage(_ section: String, _ block: String, _ text: String, _ name: String) -> Message {
        "section '\(section)' (\(block)): pulled in by '\(text)' (\(name)) here"
    }
    static func moreUsesSuffix(_ uses: Int) -> Message { ", \(uses) uses in all" }
    static func requiredMessage(_ section: String, _ block: String, _ requiredBy: String, _ name: String) -> Message {
        "section '\(section)' (\(block)): required by section '\(requiredBy)', which uses \(name) here"
    }
    static func nothingMessage(_ piece: String) -> Message {
        "\(piece) uses nothing the foundations provide, so it carries no block"
    }

    /// Explains the piece at `relativePath` of `listing`.
    package init(piece relativePath: String, listing: RegistryListing) throws(DiagnosticError) {
        self.init(
            file: listing.display(relativePath), bytes: try listing.source.bytes(at: relativePath), listing: listing)
    }

    /// Explains a piece file from anywhere (an app's copy, say) against `listing`'s foundations;
    /// `path` is how diagnostics name it.
    package init(file path: String, bytes: [UInt8], listing: RegistryListing) {
        let analysis = PieceAnalysis(
            path: path, bytes: bytes, foundations: listing.foundations, cache: listing.blockCache)
        self.init(analysis: analysis, foundations: listing.foundations)
    }

    init(analysis: PieceAnalysis, foundations: FoundationSet) {
        path = analysis.path
        let parents = Self.discoverers(
            of: analysis.needed, used: Set(analysis.uses.map { foundations.index.entries[$0.entry].section }),
            foundations: foundations)
        entries = analysis.needed.map { section in
            let info = foundations.sections[section]
            if let use = analysis.firstUse(of: section, foundations: foundations) {
                let location = analysis.location(of: Int(use.token.start))
                let count = analysis.uses.count { foundations.index.entries[$0.entry].section == section }
                return Entry(
                    section: info.name, kind: info.kind,
                    reason: .used(
                        at: SourcePosition(file: analysis.path, line: location.line, column: location.column),
                        text: analysis.source.text(use.token),
                        name: foundations.index.entries[use.entry].name.description, uses: count))
            }
            let parent = parents[section] ?? section
            let (position, name) =
                foundations.requirementReasons[parent][section] ?? (SourcePosition(file: "", line: 1), "")
            return Entry(
                section: info.name, kind: info.kind,
                reason: .required(by: foundations.sections[parent].name, at: position, name: name))
        }
    }

    /// For each section the piece needs but does not use itself, the needed section that first
    /// requires it, walking outwards from what the piece uses (breadth first, in foundation order),
    /// so the chain leads back to the piece by the shortest way.
    private static func discoverers(of needed: [Int], used: Set<Int>, foundations: FoundationSet) -> [Int: Int] {
        var parents: [Int: Int] = [:]
        var seen = used
        var frontier = used.sorted()
        while !frontier.isEmpty {
            var next: [Int] = []
            for section in frontier {
                for required in foundations.requirements[section] where seen.insert(required).inserted {
                    parents[required] = section
                    next.append(required)
                }
            }
            frontier = next.sorted()
        }
        return parents
    }

    /// One note per section, at the token or requirement that explains it.
    package var diagnostics: [Diagnostic] {
        guard !entries.isEmpty else {
            return [
                Diagnostic(
                    severity: .note, code: "why-nothing",
                    message: Self.nothingMessage(RegistryListing.pieceName(ofPath: path)).text, file: path)
            ]
        }
        return entries.map { entry in
            let block = BlockMarkers.title(kind: entry.kind)
            switch entry.reason {
            case .used(let at, let text, let name, let uses):
                let head =
                    text == name
                    ? Self.usedMessage(entry.section, block, text).text
                    : Self.usedQualifiedMessage(entry.section, block, text, name).text
                let message = head + (uses > 1 ? Self.moreUsesSuffix(uses).text : "")
                return Diagnostic(
                    severity: .note, code: "why-used", message: message, file: at.file, line: at.line, column: at.column
                )
            case .required(let by, let at, let name):
                let message = Self.requiredMessage(entry.section, block, by, name).text
                return Diagnostic(
                    severity: .note, code: "why-required", message: message, file: at.file, line: at.line,
                    column: at.column)
            }
        }
    }
}
