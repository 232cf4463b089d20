import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesDiagnostics

/// `pieces add`, `add` again, `update`, `status` and `remove` in Tuist projects: the `.target(`
/// form with a generated `.xcodeproj` beside it (TuistApp), the older `Target(` form in a
/// workspace of projects (TuistWorkspaceApp), multiplatform targets with globs and buildable
/// folders (TuistMultiplatformApp) and targets made by helpers (TuistHelpersApp).
@Suite("Tuist projects")
struct TuistProjectTests {
    typealias App = MultiplatformTargetTests.App

    /// Standard output and error, for messages that go to either.
    private func all(_ output: ToolOutput) -> String { output.standardOutput + output.standardError }

    /// Add, add again, status, update and remove, with `extra` arguments; the piece lands at
    /// `installed`, `untouched` files never change, and remove gives back the original tree.
    private func roundTrip(_ app: App, extra: [String] = [], installed: String, untouched: [String]) throws {
        let before = try app.app.snapshot()
        let dry = app.run(["add", "SettleCard", "--dry-run"] + extra)
        #expect(dry.status == 0, "\(all(dry))")
        #expect(try app.app.snapshot() == before, "a dry run writes nothing")
        let output = app.run(["add", "SettleCard"] + extra)
        #expect(output.status == 0, "\(all(output))")
        #expect(all(output).contains("run `tuist generate` so it sees the change"), "\(all(output))")
        let after = try app.app.snapshot()
        #expect(after[installed] != nil, "\(after.keys.sorted())")
        for file in untouched { #expect(after[file] == before[file], "\(file) is never edited") }
        #expect(app.run(["add", "SettleCard"] + extra).status == 0)
        #expect(try app.app.snapshot() == after, "adding again changes nothing")
        let status = app.run(["status"])
        #expect(status.status == 0 && status.standardOutput.contains("SettleCard"), "\(all(status))")
        let update = app.run(["update", "SettleCard"])
        #expect(update.status == 0, "\(all(update))")
        #expect(try app.app.snapshot() == after, "an update to the same version changes nothing")
        let removed = app.run(["remove", "SettleCard"])
        #expect(removed.status == 0, "\(all(removed))")
        #expect(all(removed).contains("run `tuist generate`"), "\(all(removed))")
        #expect(try app.app.snapshot() == before)
    }

    @Test func theTargetFormInstallsUnderItsGlobAndNeverTouchesTheGeneratedProject() throws {
        let app = try App("TuistApp")
        try roundTrip(
            app, installed: "Lantern/Sources/Pieces/SettleCard.swift",
            untouched: ["Project.swift", "Lantern.xcodeproj/project.pbxproj"])
        let output = app.run(["add", "SettleCard", "--dry-run"])
        #expect(output.standardOutput.contains("Project.swift:7: note: target Lantern deploys to iOS 17.0"))
    }

    @Test func theOlderFormInAWorkspaceIsFoundFromTheWorkspaceRoot() throws {
        let app = try App("TuistWorkspaceApp")
        try roundTrip(
            app, installed: "App/Targets/Ferry/Sources/Pieces/SettleCard.swift",
            untouched: ["Workspace.swift", "App/Project.swift"])
        #expect(app.run(["add", "SettleCard"]).status == 0)
        #expect(try app.app.text("App/pieces.lock").contains("\"project\" : \"Project.swift\""))
    }

    @Test func aMultiplatformGlobGetsTheEntriesToWrite() throws {
        let app = try App("TuistMultiplatformApp")
        try roundTrip(
            app, extra: ["--target", "Harbor"], installed: "App/Harbor/Pieces/SettleCard.swift",
            untouched: ["Project.swift"])
        let output = app.run(["add", "SettleCard", "--target", "Harbor", "--dry-run"])
        #expect(
            all(output).contains(
                """
                target 'Harbor' would compile SettleCard.swift for platforms its piece does not support: in \
                Project.swift, give the target these sources instead of the folder's entry: [sources-entry]
                      .glob("App/Harbor/**/*.swift", excluding: ["App/Harbor/Pieces/SettleCard.swift"]),
                      .glob("App/Harbor/Pieces/SettleCard.swift", compilationCondition: .when([.ios])),
                """), "\(all(output))")
    }

    @Test func aMultiplatformBuildableFolderGetsItsException() throws {
        let app = try App("TuistMultiplatformApp")
        let output = app.run(["add", "SettleCard", "--target", "Beacon"])
        #expect(output.status == 0, "\(all(output))")
        #expect(try app.app.snapshot()["App/Beacon/Pieces/SettleCard.swift"] != nil)
        #expect(
            all(output).contains(
                """
                      .folder("App/Beacon", exceptions: [.exception(platformFilters: ["Pieces/SettleCard.swift": \
                [.ios]])]),
                """), "\(all(output))")
    }

    @Test func aPieceForEveryPlatformNeedsNoEntryAndEachPlatformIsChecked() throws {
        let app = try App("TuistMultiplatformApp", platforms: "[iOS 17.0, macOS 14.0]")
        let output = app.run(["add", "SettleCard", "--target", "Harbor", "--dry-run"])
        #expect(output.status == 0, "\(all(output))")
        #expect(!all(output).contains("compilationCondition"))
        let newer = try App("TuistMultiplatformApp", platforms: "[iOS 17.0, macOS 15.0]")
        let refused = newer.run(["add", "SettleCard", "--target", "Harbor"])
        #expect(refused.status == ExitStatus.findings)
        #expect(
            refused.standardError.contains("SettleCard needs macOS 15.0, but target Harbor deploys to macOS 14.0"),
            "\(all(refused))")
        #expect(refused.standardError.contains("Project.swift:14"), "\(all(refused))")
    }

    @Test func twoAppsWantATarget() throws {
        let app = try App("TuistMultiplatformApp")
        let output = app.run(["add", "SettleCard"])
        #expect(output.status == ExitStatus.findings)
        #expect(output.standardError.contains("has several app targets: Harbor, Beacon"), "\(all(output))")
    }

    @Test func targetsFromHelpersAreNamedAndInstallWithTargetAndPath() throws {
        let app = try App("TuistHelpersApp")
        let before = try app.app.snapshot()
        let refused = app.run(["add", "SettleCard"])
        #expect(refused.status == ExitStatus.findings)
        #expect(
            refused.standardError.contains(
                "Project.swift:6: error: the targets come from `Project.app(…)`, code that pieces cannot read"),
            "\(all(refused))")
        #expect(refused.standardError.contains("--target NAME"), "\(all(refused))")
        #expect(!refused.standardError.contains("no Xcode project"), "\(all(refused))")
        #expect(try app.app.snapshot() == before, "nothing is written")
        let named = app.run(["add", "SettleCard", "--target", "Quill"])
        #expect(named.status == ExitStatus.findings)
        #expect(named.standardError.contains("no target named 'Quill' is written out here"), "\(all(named))")
        let extra = ["--target", "Quill", "--path", "Targets/Quill/Sources/Pieces"]
        let output = app.run(["add", "SettleCard", "--dry-run"] + extra)
        #expect(all(output).contains("[tuist-target-unread]"), "\(all(output))")
        try roundTrip(app, extra: extra, installed: "Targets/Quill/Sources/Pieces/SettleCard.swift", untouched: [])
    }
}
