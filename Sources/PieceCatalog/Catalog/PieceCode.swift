import MotionEngine
import PiecesDiagnostics
import SwiftLexing

/// What a piece's code says about it: the motion sections its block carries, its parameter table
/// and its main type's problems. `PieceDescriptor` works it out only when one of them is read:
/// most commands read only headers (`list`, `search`, `add`, `remove`), and analysing a piece
/// means lexing it, resolving its names against the foundations and rendering its blocks.
struct PieceCode: Sendable {
    var sections: [String]
    var parameters: ParameterTable
    var problems: [CatalogFinding]

    /// Analyses the piece `name` (its bytes, shown as `displayPath`) against `listing`'s foundations.
    init(name: String, displayPath: String, bytes: [UInt8], listing: RegistryListing) {
        let foundations = listing.foundations
        let analysis = PieceAnalysis(
            path: displayPath, bytes: bytes, foundations: foundations, cache: listing.blockCache)
        sections = analysis.needed.map { foundations.sections[$0].name }
        let ownCode = Array(analysis.tokens.prefix { Int($0.end) <= analysis.locator.ownCodeEnd })
        guard let declaration = MainTypeDeclaration.find(named: name, in: ownCode, source: analysis.source) else {
            parameters = ParameterTable()
            problems = [.mainTypeMissing(SourcePosition(file: displayPath, line: 1), name: name)]
            return
        }
        problems = []
        if !declaration.isPublic {
            let location = analysis.location(of: Int(declaration.nameToken.start))
            problems.append(
                .mainTypeNotPublic(
                    SourcePosition(file: displayPath, line: location.line, column: location.column), name: name))
        }
        parameters = ParameterTable(type: declaration, source: analysis.source)
        problems += parameters.problems
    }
}
