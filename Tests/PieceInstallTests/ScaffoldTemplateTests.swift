import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall

@Suite("Templates and piece names")
struct ScaffoldTemplateTests {
    @Test(arguments: BuiltInTemplates.all.map(\.name))
    func builtInTemplateIsTheFileInTemplates(_ name: String) throws {
        let template = try #require(BuiltInTemplates.all.first { $0.name == name })
        let file = FixturePaths.repositoryRoot.appendingPathComponent("templates").appendingPathComponent(template.name)
        let onDisk = try String(contentsOf: file, encoding: .utf8)
        #expect(
            template.text == onDisk,
            "templates/\(template.name) and BuiltInTemplates differ; copy the file into the literal")
    }

    @Test func renderReplacesOnlyTheGivenPlaceholders() {
        let template = Template(name: "t", text: "{{Name}} {{Name}} ${{ vars.X }} {{other}}")
        #expect(template.render(["Name": "A"]) == "A A ${{ vars.X }} {{other}}")
    }

    @Test func theWorkflowKeepsItsGitHubExpressions() {
        let rendered = BuiltInTemplates.githubCI.render(Template.pieceValues(for: RegistryScaffolder.firstPiece))
        #expect(rendered == BuiltInTemplates.githubCI.text)
        #expect(rendered.contains("${{ vars.PIECES_REPOSITORY }}"))
        #expect(rendered.contains("pieces check --format github"))
        #expect(rendered.contains("pieces build --check"))
    }

    @Test(arguments: [
        ("GlowCard", "Glow Card"), ("HTTPButton", "HTTP Button"), ("Level2Meter", "Level 2 Meter"),
        ("Card3D", "Card 3D"), ("X", "X"), ("ElasticButton", "Elastic Button"), ("URLImageView", "URL Image View")
    ])
    func titleSplitsTheNameIntoWords(name: String, title: String) throws {
        #expect(try PieceName(name: name, category: "demo").title == title)
    }

    @Test(arguments: ["glowCard", "Glow_Card", "Glow-Card", "3D", "", "Glöw", "Self", "PieceMotion", "Glow Card"])
    func rejectsNamesThatAreNotUpperCamelCaseIdentifiers(_ name: String) {
        #expect(throws: ScaffoldError.invalidName(name)) { try PieceName(name: name, category: "demo") }
    }

    @Test(arguments: ["Cards", "1cards", "-cards", "", "card s", "cards/extra", "cärds", "card_s"])
    func rejectsCategoriesOutsideTheAllowedAlphabet(_ category: String) {
        #expect(throws: ScaffoldError.invalidCategory(category)) { try PieceName(name: "GlowCard", category: category) }
    }

    @Test(arguments: ["cards", "a", "list-items", "v2"])
    func acceptsLowercaseCategoriesWithDigitsAndDashes(_ category: String) throws {
        #expect(try PieceName(name: "GlowCard", category: category).relativePath == "pieces/\(category)/GlowCard.swift")
    }
}
