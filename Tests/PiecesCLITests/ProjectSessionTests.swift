import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import PiecesCLI

/// `add`, `update`, `remove` and `status` each locate the project once and read `pieces.json`
/// once, however many steps need them (the registry resolver, the destination scope, the resolved destination of
/// every lock destination, `add`'s prefetch, the re-read under the lock, `remove`'s plan and
/// removal). Counted where it happens (`AppProjectLocator.locations`, `AppConfig.reads`), for the
/// temporary folder of each test alone.
@Suite("one project, one pieces.json per command")
struct ProjectSessionTests {
    /// A copy of `fixture` with the `pieces.json` `pieces init` writes, naming the minimal
    /// registry, so `add` reads the file for its registry too.
    private func app(_ fixture: String) throws -> (app: TemporaryFolder, registry: TemporaryFolder) {
        let app = try TemporaryFolder(copying: "projects/" + fixture)
        let registry = try TemporaryFolder(copying: "registries/minimal")
        #expect(run(["init"], in: app).status == 0)
        let config = try app.text("pieces.json")
        try app.write(config.replacingOccurrences(of: "null", with: "\"\(registry.url.path)\""), to: "pieces.json")
        return (app, registry)
    }

    private func run(_ arguments: [String], in app: TemporaryFolder) -> ToolOutput {
        PiecesTool.run(
            arguments,
            context: PiecesTool.Context(workingDirectory: app.url.path, environment: [:], isTerminal: false))
    }

    /// Runs `arguments` and returns how often the project was located from the app's folder and
    /// how often its `pieces.json` was read.
    private func counts(_ arguments: [String], in app: TemporaryFolder) -> (located: Int?, read: Int?) {
        let folder = app.url.path
        let config = URL(fileURLWithPath: folder).standardizedFileURL.path + "/pieces.json"
        AppProjectLocator.locations.watch(folder)
        AppConfig.reads.watch(config)
        let output = run(arguments, in: app)
        #expect(output.status == 0, "\(arguments): \(output.standardOutput)\(output.standardError)")
        return (AppProjectLocator.locations.count(folder), AppConfig.reads.count(config))
    }

    @Test(arguments: ["ClassicApp", "TuistApp"])
    func eachCommandLocatesOnceAndReadsTheConfigurationOnce(fixture: String) throws {
        // The registry folder lives as long as the test (a temporary folder is deleted with its value).
        let (app, registry) = try app(fixture)
        defer { withExtendedLifetime(registry) {} }
        // ClassicApp deploys to iOS 16.4, below SettleCard's minimum.
        let commands = [
            ["add", "SettleCard", "--force"], ["status"], ["update", "SettleCard"], ["remove", "SettleCard"]
        ]
        for arguments in commands {
            let counted = counts(arguments, in: app)
            #expect(
                counted.located == 1, "\(fixture) \(arguments[0]) located the project \(counted.located ?? 0) times")
            #expect(counted.read == 1, "\(fixture) \(arguments[0]) read pieces.json \(counted.read ?? 0) times")
        }
    }
}
