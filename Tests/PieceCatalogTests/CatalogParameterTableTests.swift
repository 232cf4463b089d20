import Foundation
import PiecesDiagnostics
import PiecesTestSupport
import Testing

@testable import MotionEngine
@testable import PieceCatalog
@testable import SwiftLexing

/// The parameter table, derived from the first public init and the doc comment.
@Suite("Catalog: parameter tables")
struct CatalogParameterTableTests {
    typealias Row = ParameterTable.Row

    static func piece(_ name: String, in root: URL) throws -> PieceDescriptor {
        try #require(try Catalog.load(from: FolderRegistry(root: root)).piece(named: name))
    }

    @Test func fixturePieceLabelsTypesDefaultsAndFoldedDescriptions() throws {
        let piece = try Self.piece("TiltSlider", in: FixturePaths.fixture("catalog/registry"))
        #expect(
            piece.parameters.rows == [
                Row(
                    label: "_", name: "title", type: "LocalizedStringKey", defaultValue: nil,
                    description: "What the slider sets, shown above it and read by VoiceOver."),
                Row(
                    label: "value", name: "value", type: "Binding<Double>", defaultValue: nil,
                    description: "The value, kept within `range`."),
                Row(
                    label: "in", name: "range", type: "ClosedRange<Double>", defaultValue: "0...1",
                    description: "The values the slider spans."),
                Row(
                    label: "tilt", name: "tilt", type: "Double", defaultValue: "8",
                    description: "How far it tilts, in degrees."),
                Row(
                    label: "onCommit", name: "onCommit", type: "(Double) -> Void", defaultValue: "{ _ in }",
                    description: "Called when the finger lifts."),
                Row(
                    label: "label", name: "label", type: "@ViewBuilder () -> Label", defaultValue: nil,
                    description: "The view beside the track.")
            ])
        #expect(piece.parameters.rows.first?.defaultText == "required")
    }

    @Test func severalPublicInitsUseTheFirstAndSaySo() throws {
        let piece = try Self.piece("TwoInits", in: FixturePaths.fixture("catalog/broken"))
        #expect(piece.parameters.rows.map(\.name) == ["title"])
        #expect(
            piece.problems == [
                .severalInitializers(
                    SourcePosition(file: "pieces/demo/TwoInits.swift", line: 26, column: 12), type: "TwoInits", count: 2
                )
            ])
        #expect(piece.problems.first?.diagnostic.severity == .note)
    }

    @Test func aDocCommentAboveABlankLineDocumentsNothing() throws {
        let code =
            """
            /// - Parameters:\n///   - a: The a.\n\n@MainActor public struct Bare: View {\n    public init(a: Int, b: \
            Int = 1) {}\n}\n
            """
        let source = SourceText(path: "Bare.swift", bytes: Array(code.utf8))
        let declaration = try #require(
            MainTypeDeclaration.find(named: "Bare", in: Lexer.lex(source).tokens, source: source))
        #expect(declaration.isPublic)
        let table = ParameterTable(type: declaration, source: source)
        #expect(table.rows.map(\.description) == ["", ""])
        #expect(
            table.problems.map(\.message) == [
                "parameter 'a' of Bare's public init is not documented",
                "parameter 'b' of Bare's public init is not documented"
            ])
    }

    @Test func theRealElasticButton() throws {
        let piece = try Self.piece("ElasticButton", in: FixturePaths.repositoryRoot.appendingPathComponent("registry"))
        #expect(piece.problems.isEmpty)
        #expect(piece.parameters.rows.map(\.name) == ["systemImage", "label", "tint", "reach", "action"])
        #expect(
            piece.parameters.rows.map(\.type) == ["String", "LocalizedStringResource", "Color", "Double", "() -> Void"])
        #expect(piece.parameters.rows.map(\.defaultText) == ["required", "required", ".indigo", "80", "required"])
        #expect(
            piece.parameters.rows[3].description
                == "How far, in points, the button can be pulled from its place; it nears this ever more slowly.")
    }

    @Test func everyRealPieceIsFullyDocumented() throws {
        let catalog = try Catalog.load(
            from: FolderRegistry(root: FixturePaths.repositoryRoot.appendingPathComponent("registry")))
        #expect(catalog.pieces.count >= 14)
        for piece in catalog.pieces {
            #expect(
                piece.problems.filter { $0.severity == .error }.isEmpty,
                "\(piece.name): \(piece.problems.map(\.message))")
            #expect(piece.parameters.rows.allSatisfy { !$0.description.isEmpty }, "\(piece.name)")
        }
    }

    @Test func genericCommasStayInsideTheType() {
        let code =
            """
            public struct Box: View {\n    public init(map: Dictionary<String, Int> = [:], pair: (Int, Int) = (1, 2)) \
            {}\n}\n
            """
        let source = SourceText(path: "Box.swift", bytes: Array(code.utf8))
        let declaration = MainTypeDeclaration.find(named: "Box", in: Lexer.lex(source).tokens, source: source)
        let parameters = declaration?.initializers.first?.parameters ?? []
        #expect(parameters.map(\.type) == ["Dictionary<String, Int>", "(Int, Int)"])
        #expect(parameters.map(\.defaultValue) == ["[:]", "(1, 2)"])
    }

    /// A main type whose `{` is the file's last byte has an empty body, not a range from after the
    /// brace to before it (which traps).
    @Test func aBodyOpenedByTheLastByteIsEmpty() throws {
        let source = SourceText(path: "Open.swift", bytes: Array("public struct Open: View {".utf8))
        let declaration = try #require(
            MainTypeDeclaration.find(named: "Open", in: Lexer.lex(source).tokens, source: source))
        #expect(declaration.initializers.isEmpty)
    }
}
