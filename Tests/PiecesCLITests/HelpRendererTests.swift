import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI

@Suite("HelpRenderer")
struct HelpRendererTests {
    let renderer = HelpRenderer(root: PiecesCommands.root)

    /// Every command path of the tool, the root (`[]`) included.
    static func allPaths(of command: CommandSpec, under path: [String] = []) -> [[String]] {
        [path] + command.subcommands.flatMap { allPaths(of: $0, under: path + [$0.name]) }
    }

    @Test func toolOverviewMatchesTheGoldenFile() throws {
        let rendered = renderer.render()
        #expect(rendered == (try Golden.text("help/pieces.txt", updatedTo: rendered)))
    }

    @Test func checkHelpMatchesTheGoldenFile() throws {
        let rendered = renderer.render(commandPath: ["check"])
        #expect(rendered == (try Golden.text("help/pieces-check.txt", updatedTo: rendered)))
    }

    @Test func everyLineFitsTheWidth() {
        for width in [80, 60] {
            let narrow = HelpRenderer(root: PiecesCommands.root, width: width)
            for path in Self.allPaths(of: PiecesCommands.root) {
                let tooLong = narrow.render(commandPath: path).split(separator: "\n")
                    .filter { $0.count > width }
                #expect(tooLong.isEmpty, "\(path) at width \(width): \(tooLong)")
            }
        }
    }

    @Test func everyArgumentTheParserAcceptsIsListed() {
        for path in Self.allPaths(of: PiecesCommands.root) {
            let help = renderer.render(commandPath: path)
            let scope = CommandScope(root: PiecesCommands.root, path: path)
            for argument in scope.arguments {
                let shown = argument.isPositional ? argument.valueName : argument.longForm
                #expect(help.contains(shown), "\(path) does not list \(shown)")
            }
            for subcommand in scope.current.subcommands {
                #expect(
                    help.contains("  \(subcommand.name)  "),
                    "\(path) does not list \(subcommand.name)")
            }
        }
    }

    @Test func longUsageWrapsUnderTheFirstArgument() {
        let help = renderer.render(commandPath: ["add"])
        #expect(
            help.contains(
                """
                USAGE: pieces add NAME… [--project PATH] [--target NAME] [--path DIR]
                                  [--registry DIR|URL] [--timeout SECONDS] [--dry-run] [--diff]
                                  [--overwrite] [--force] [--allow-outside] [--format FORMAT]
                                  [--quiet]
                """))
    }

    @Test func requiredOptionsAndOptionalPositionalsShowInTheUsage() {
        #expect(
            renderer.render(commandPath: ["new"]).contains(
                "USAGE: pieces new NAME --category CATEGORY [--registry DIR] [--dry-run]\n"))
        #expect(renderer.render(commandPath: ["diff"]).contains("USAGE: pieces diff [NAME] [--project PATH]"))
        #expect(renderer.render(commandPath: ["hook"]).contains("USAGE: pieces hook COMMAND\n"))
    }

    @Test func labelWiderThanTheColumnGetsItsOwnLine() {
        let spec = CommandSpec(
            name: "demo", abstract: "A test tool.",
            arguments: [
                .repeatedOption(
                    "exclude-category", valueName: "CATEGORY", help: "Leave a category out."),
                .flag("all", help: "Everything.")
            ])
        let help = HelpRenderer(root: spec).render()
        #expect(
            help.contains(
                """
                OPTIONS:
                  --exclude-category CATEGORY
                                            Leave a category out. (repeatable)
                  --all                     Everything.
                """))
    }

    @Test func pathBeyondTheSpecShowsTheDeepestCommandItReaches() {
        #expect(
            renderer.render(commandPath: ["hook", "nope"]) == renderer.render(commandPath: ["hook"])
        )
    }
}
