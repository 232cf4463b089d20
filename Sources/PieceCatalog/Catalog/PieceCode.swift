import Foundation
import MotionEngine
import PiecesDiagnostics
import SwiftLexing

/// What a piece's code says about it — the motion sections its block carries, its parameter
/// table, its main type's problems — worked out the first time one of them is asked for.
///
/// Most commands read only headers (`list`, `search`, `add`, `remove`), and analysing a piece
/// means lexing it, resolving every name against the foundations and rendering its blocks. One
/// value per descriptor, shared by its copies, so the analysis runs at most once however often
/// (and from however many threads) the descriptor is read.
final class PieceCode: @unchecked Sendable {
    /// The three results of one analysis.
    struct Facts: Sendable {
        var sections: [String]
        var parameters: ParameterTable
        var problems: [CatalogProblem]
    }

    private let name: String
    private let displayPath: String
    private let bytes: [UInt8]
    private let foundations: FoundationSet
    private let cache: BlockCache
    private let lock = NSLock()
    private var analysed: Facts?

    init(name: String, displayPath: String, bytes: [UInt8], foundations: FoundationSet, cache: BlockCache) {
        self.name = name
        self.displayPath = displayPath
        self.bytes = bytes
        self.foundations = foundations
        self.cache = cache
    }

    /// The facts, analysing the piece on the first call.
    var facts: Facts {
        lock.lock()
        defer { lock.unlock() }
        if let analysed { return analysed }
        let facts = analyse()
        analysed = facts
        return facts
    }

    private func analyse() -> Facts {
        let analysis = PieceAnalysis(path: displayPath, bytes: bytes, foundations: foundations, cache: cache)
        let sections = analysis.needed.map { foundations.sections[$0].name }
        let ownCode = Array(analysis.tokens.prefix { Int($0.end) <= analysis.locator.ownCodeEnd })
        guard let declaration = MainTypeDeclaration.find(named: name, in: ownCode, source: analysis.source) else {
            return Facts(
                sections: sections, parameters: ParameterTable(),
                problems: [.mainTypeMissing(SourcePosition(file: displayPath, line: 1), name: name)])
        }
        var problems: [CatalogProblem] = []
        if !declaration.isPublic {
            let location = analysis.location(of: Int(declaration.nameToken.start))
            problems.append(
                .mainTypeNotPublic(
                    SourcePosition(file: displayPath, line: location.line, column: location.column), name: name))
        }
        let parameters = ParameterTable(type: declaration, source: analysis.source)
        return Facts(sections: sections, parameters: parameters, problems: problems + parameters.problems)
    }
}
