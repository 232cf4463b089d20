import Foundation
import PiecesTestSupport
import Testing

@testable import PieceInstall
@testable import PiecesCLI
@testable import PiecesSupport

/// A multi-piece `remove` stopped between any two of its steps (as a kill would stop it: nothing
/// after runs, nothing is put back) is finished by running it again: the app ends exactly as it was
/// before `add`, with no `.pieces/base` copy and no lock left. Then two `add`s at once: both land.
@Suite("remove interrupted, concurrent add")
struct RemoveInterruptionTests {
    typealias Special = SpecialFileTests

    /// Counts the steps seen and stops at step `stop` (never when nil).
    final class Stopper: @unchecked Sendable {
        // Safety: `seen` is only read or written while `lock` is held.
        private let lock = NSLock()
        private var seen: [Remover.Step] = []
        let stop: Int?

        init(stop: Int?) { self.stop = stop }

        var steps: [Remover.Step] { lock.withLock { seen } }

        func shouldStop(_ step: Remover.Step) -> Bool {
            lock.withLock {
                seen.append(step)
                return seen.count - 1 == stop
            }
        }
    }

    static let names = ["ElasticButton", "LikeCounter"]

    /// `fixture` with both pieces added, its bytes from before the add, and the `add` arguments.
    static func installed(_ fixture: String, _ extra: [String]) throws -> (TemporaryFolder, [String: [UInt8]]) {
        let folder = try TemporaryFolder(copying: fixture)
        let before = try folder.snapshot()
        let add = Special.run(["add"] + names + extra, in: folder)
        #expect(add?.status == 0, "\(add?.standardOutput ?? "timed out")")
        return (folder, before)
    }

    static func remove(in folder: TemporaryFolder, stopper: Stopper) -> [Remover.Report] {
        var remover = Remover(request: InstallRequest(names: names, workingDirectory: folder.url.path))
        remover.interruption = { stopper.shouldStop($0) }
        return remover.run(names: names)
    }

    @Test(arguments: [("projects/SyncApp", [String]()), ("projects/ClassicApp", ["--target", "ClassicApp", "--force"])])
    func aRemovalStoppedAfterAnyStepIsFinishedByRunningItAgain(fixture: String, extra: [String]) throws {
        let (probe, _) = try Self.installed(fixture, extra)
        let counter = Stopper(stop: nil)
        let reports = Self.remove(in: probe, stopper: counter)
        #expect(reports.count == 2 && reports.allSatisfy { $0.wrote })
        let total = counter.steps.count
        #expect(total >= 4, "\(counter.steps)")
        for stop in 0..<total {
            let (folder, before) = try Self.installed(fixture, extra)
            _ = Self.remove(in: folder, stopper: Stopper(stop: stop))
            let again = Special.run(["remove"] + Self.names, in: folder)
            #expect(again?.status == 0, "stopped after \(counter.steps[stop]): \(again?.standardOutput ?? "timed out")")
            #expect(try folder.snapshot() == before, "stopped after \(counter.steps[stop])")
            #expect(
                !FileManager.default.fileExists(atPath: folder.path(".pieces")), "stopped after \(counter.steps[stop])")
        }
    }

    @Test func twoAddsAtOnceBothLandInTheLock() throws {
        for _ in 0..<3 {
            let folder = try TemporaryFolder(copying: "projects/SyncApp")
            let path = folder.url.path
            let outcomes = [["ElasticButton"], ["LikeCounter"]].parallelMap { names in
                Installer(request: InstallRequest(names: names, workingDirectory: path)).run().wrote
            }
            #expect(outcomes == [true, true])
            let lock = try JSONDecoder().decode(LockFile.self, from: Data(try folder.bytes("pieces.lock")))
            #expect(Set(lock.pieces.map(\.name)) == Set(Self.names), "\(lock.pieces.map(\.name))")
        }
    }
}
