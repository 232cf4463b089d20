import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import PiecesDiagnostics
@testable import PiecesSupport

/// What `add` decides for each file before writing anything: from the bytes on disk, the new bytes,
/// the digest the lock recorded and `--overwrite`; and how the plan's lines and JSON say it.
@Suite("install plan")
struct InstallPlanTests {
    static let installed = Array("struct ElasticButton {}\n".utf8)
    static let registry = Array("struct ElasticButton { var scale = 0.9 }\n".utf8)
    static let edited = Array("struct ElasticButton {} // mine\n".utf8)
    static let installedDigest = SHA256.hex(SHA256.digest(installed))

    static func action(current: [UInt8]?, digest: String?, overwrite: Bool = false) -> InstallPlan.Item.Action {
        InstallPlan.action(current: current, new: registry, installedDigest: digest, overwrite: overwrite)
    }

    static func item(_ action: InstallPlan.Item.Action, current: [UInt8]? = installed) -> InstallPlan.Item {
        InstallPlan.Item(
            path: "/app/Pieces/ElasticButton.swift", relativePath: "Pieces/ElasticButton.swift", bytes: registry,
            current: action == .create ? nil : current, action: action)
    }

    @Test(arguments: [false, true])
    func aMissingFileIsCreated(overwrite: Bool) {
        #expect(Self.action(current: nil, digest: nil, overwrite: overwrite) == .create)
        #expect(Self.action(current: nil, digest: Self.installedDigest, overwrite: overwrite) == .create)
    }

    @Test(arguments: [false, true])
    func theSameBytesAreUnchangedWhateverTheLockSays(overwrite: Bool) {
        #expect(Self.action(current: Self.registry, digest: nil, overwrite: overwrite) == .unchanged)
        #expect(Self.action(current: Self.registry, digest: Self.installedDigest, overwrite: overwrite) == .unchanged)
    }

    @Test(arguments: [false, true])
    func aFileAsPiecesInstalledItIsUpdated(overwrite: Bool) {
        #expect(Self.action(current: Self.installed, digest: Self.installedDigest, overwrite: overwrite) == .update)
    }

    @Test func anEditedFileIsKeptUnlessOverwriteIsGiven() {
        #expect(Self.action(current: Self.edited, digest: Self.installedDigest) == .keepLocal)
        #expect(Self.action(current: Self.edited, digest: Self.installedDigest, overwrite: true) == .overwrite)
    }

    @Test func aFilePiecesNeverInstalledCountsAsTheUsersOwn() {
        #expect(Self.action(current: Self.installed, digest: nil) == .keepLocal)
        #expect(Self.action(current: Self.installed, digest: nil, overwrite: true) == .overwrite)
        #expect(Self.action(current: Self.installed, digest: "0" + Self.installedDigest.dropFirst()) == .keepLocal)
    }

    @Test func onlyCreatedUpdatedAndOverwrittenFilesAreWritten() {
        let written = InstallPlan.Item.Action.allCases.filter { Self.item($0).writes }
        #expect(written == [.create, .update, .overwrite])
    }

    /// A dry run and a refusal both say what would be done; only a write says what was done.
    @Test func eachFilesLineSaysWhatWasOrWouldBeDone() {
        var report = Installer.Report()
        report.plan.items = InstallPlan.Item.Action.allCases.map { Self.item($0) }
        let lines = { (dryRun: Bool) in report.planNotes(dryRun: dryRun, display: { $0 }).map(\.message) }
        let done = [
            "created", "already installed, unchanged", "updated", "overwritten", "kept (it has local edits)"
        ]
        let planned = [
            "would be created", "already installed, unchanged", "would be updated", "would be overwritten",
            "would be kept (it has local edits)"
        ]
        #expect(lines(false) == done)
        #expect(lines(true) == planned)
        report.diagnostics = [Diagnostic(severity: .error, code: "local-edits", message: "refused")]
        #expect(lines(false) == planned, "a refused add never says created")
        #expect(report.planNotes(dryRun: false, display: { $0 }).allSatisfy { $0.code == "install-file" })
    }

    @Test func jsonNamesEachActionWithoutTheAside() {
        let written = InstallPlan.Item.Action.allCases.map { Installer.Report.action($0, outcome: .written) }
        #expect(written == ["created", "unchanged", "updated", "overwritten", "kept"])
        let dryRun = InstallPlan.Item.Action.allCases.map { Installer.Report.action($0, outcome: .dryRun) }
        #expect(dryRun == ["would be created", "unchanged", "would be updated", "would be overwritten", "kept"])
        #expect(Set(Installer.Report.actions) == Set(written + dryRun))
    }

    @Test func aFileToChangeCarriesItsDiffAndAnUnchangedOneNone() throws {
        #expect(Installer.Report.diff(Self.item(.unchanged), label: "ElasticButton.swift") == nil)
        let update = try #require(Installer.Report.diff(Self.item(.update), label: "ElasticButton.swift"))
        #expect(update.contains("-struct ElasticButton {}\n+struct ElasticButton { var scale = 0.9 }\n"), "\(update)")
        #expect(update.contains("ElasticButton.swift (from the registry)"))
        let create = try #require(Installer.Report.diff(Self.item(.create), label: "ElasticButton.swift"))
        #expect(create.contains("+struct ElasticButton { var scale = 0.9 }\n") && !create.contains("\n-struct"))
    }
}
