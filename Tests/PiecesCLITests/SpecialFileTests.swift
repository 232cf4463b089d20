import Foundation
import PiecesTestSupport
import Testing

@testable import PiecesCLI
@testable import PiecesDiagnostics
@testable import PiecesSupport
@testable import ProjectFormats

/// Inputs that are not regular files: a symbolic link to `/dev/zero` (endless bytes) or
/// a FIFO (a read that never returns) committed where pieces reads a lock, a project, a manifest,
/// an installed piece, a registry file or an xcconfig. Each is refused by name within seconds;
/// every run is on a thread of its own with a time limit, so a regression fails instead of hanging.
@Suite("special files in place of inputs")
struct SpecialFileTests {
    enum Special: String, CaseIterable, Sendable { case devZero, fifo }

    /// Replaces `relative` in `folder` by `special`.
    static func plant(_ special: Special, at relative: String, in folder: TemporaryFolder) throws {
        let path = folder.path(relative)
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        switch special {
        case .devZero: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        case .fifo: #expect(mkfifo(path, 0o644) == 0)
        }
    }

    /// `body`'s result, or nil when it took longer than `seconds`.
    static func bounded<T: Sendable>(_ seconds: Double = 10, _ body: @escaping @Sendable () -> T) -> T? {
        let box = BoundedBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value = body()
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .timedOut ? nil : box.value
    }

    static func run(_ arguments: [String], in folder: TemporaryFolder, seconds: Double = 20) -> ToolOutput? {
        let path = folder.url.path
        return bounded(seconds) {
            PiecesTool.run(
                arguments, context: PiecesTool.Context(workingDirectory: path, environment: [:], isTerminal: false))
        }
    }

    /// `orElse`: another accepted reason (a link to `/dev/zero` in a registry also leaves the registry).
    static func expectRefused(_ output: ToolOutput?, naming relative: String, _ special: Special, orElse: String? = nil)
    {
        guard let output else {
            Issue.record("pieces did not finish within the time limit (\(relative), \(special))")
            return
        }
        let text = output.standardOutput + output.standardError
        #expect(output.status == ExitStatus.ioError, "\(text)")
        #expect(text.contains(relative), "\(text)")
        let reason =
            special == .fifo ? "a FIFO (named pipe), not a regular file" : "a character device, not a regular file"
        // A link to `/dev/zero` also leads out of the project or registry, and is refused for that first.
        #expect(
            text.contains(reason) || text.contains("leads out of the") || orElse.map(text.contains) == true, "\(text)")
    }

    @Test(arguments: Special.allCases)
    func aLockFileThatIsNoRegularFileIsRefused(special: Special) throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        try Self.plant(special, at: "pieces.lock", in: folder)
        Self.expectRefused(Self.run(["add", "ElasticButton"], in: folder), naming: "pieces.lock", special)
        #expect(
            !FileManager.default.fileExists(atPath: folder.path("SyncApp/Pieces/ElasticButton.swift")),
            "nothing was written")
    }

    @Test(arguments: Special.allCases)
    func aProjectFileThatIsNoRegularFileIsRefused(special: Special) throws {
        let folder = try TemporaryFolder(copying: "projects/ClassicApp")
        try Self.plant(special, at: "ClassicApp.xcodeproj/project.pbxproj", in: folder)
        Self.expectRefused(
            Self.run(["add", "ElasticButton", "--force"], in: folder), naming: "project.pbxproj", special)
    }

    @Test(arguments: Special.allCases)
    func aPackageManifestThatIsNoRegularFileIsRefused(special: Special) throws {
        let folder = try TemporaryFolder(copying: "projects/Package")
        try Self.plant(special, at: "Package.swift", in: folder)
        let manifestPath = folder.path("Package.swift")
        let manifest = Self.bounded { () -> String in
            do {
                _ = try PackageManifest.read(manifestPath)
                return "read"
            } catch { return "\(error)" }
        }
        #expect(
            manifest?.contains(special == .fifo ? "a FIFO" : "a character device") == true, "\(manifest ?? "timed out")"
        )
    }

    @Test(arguments: Special.allCases)
    func anInstalledPieceThatIsNoRegularFileIsRefused(special: Special) throws {
        let folder = try TemporaryFolder(copying: "projects/SyncApp")
        #expect(Self.run(["add", "ElasticButton"], in: folder)?.status == 0)
        try Self.plant(special, at: "SyncApp/Pieces/ElasticButton.swift", in: folder)
        Self.expectRefused(Self.run(["outdated"], in: folder), naming: "ElasticButton.swift", special)
        Self.expectRefused(Self.run(["update", "ElasticButton"], in: folder), naming: "ElasticButton.swift", special)
    }

    @Test(arguments: Special.allCases)
    func aRegistryFoundationThatIsNoRegularFileIsRefused(special: Special) throws {
        let registry = try TemporaryFolder(copying: "registries/minimal")
        let app = try TemporaryFolder()
        try Self.plant(special, at: "foundation/Motion.swift", in: registry)
        let output = Self.run(
            ["add", "PlainBadge", "--registry", registry.url.path, "--path", app.path("Out")], in: app)
        Self.expectRefused(output, naming: "foundation/Motion.swift", special, orElse: "leads out of the registry")
        Self.expectRefused(Self.run(["check"], in: registry), naming: "Motion.swift", special)
    }

    @Test(arguments: Special.allCases)
    func anXCConfigIncludingASpecialFileEndsAtOnce(special: Special) throws {
        let folder = try TemporaryFolder(copying: "projects/ConfigApp")
        try Self.plant(special, at: "Config/Special.xcconfig", in: folder)
        try folder.write(
            "#include \"Special.xcconfig\"\n#include \"/dev/zero\"\nIPHONEOS_DEPLOYMENT_TARGET = 16.0\n",
            to: "Config/Shared.xcconfig")
        let path = folder.path("Config/App-Release.xcconfig")
        let values = Self.bounded { XCConfigFile(path: path).values(of: "IPHONEOS_DEPLOYMENT_TARGET").map(\.value) }
        #expect(values == ["16.0"])
    }

    @Test func aFileOverItsLimitIsRefusedNamingTheFileAndTheLimit() throws {
        let folder = try TemporaryFolder()
        try folder.write([UInt8](repeating: 0x61, count: 3 << 10), to: "big.txt")
        let limit = BoundedFile.Limit(kind: "test file", bytes: 2 << 10)
        #expect(
            throws: FileError.unreadable(
                path: folder.path("big.txt"), reason: "it is larger than 2 KB, the most pieces reads of a test file")
        ) {
            try BoundedFile.read(folder.path("big.txt"), limit: limit)
        }
        #expect(
            try BoundedFile.read(folder.path("big.txt"), limit: .init(kind: "test file", bytes: 3 << 10)).count == 3
                << 10)
    }
}

/// What a bounded run returned, handed from its thread.
final class BoundedBox<T>: @unchecked Sendable { var value: T? }

/// `#include` chains that would take exponential time or never end.
@Suite("xcconfig includes are bounded")
struct XCConfigIncludeBoundTests {
    @Test func aFileIncludingItselfFourTimesIsReadOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "A = 1\n" + String(repeating: "#include \"Self.xcconfig\"\n", count: 4) + "B = 2\n", to: "Self.xcconfig")
        let path = folder.path("Self.xcconfig")
        let file = SpecialFileTests.bounded(20) { XCConfigFile(path: path).assignments.map(\.key) }
        #expect(file == ["A", "B"])
    }

    @Test func aCycleThroughASymbolicLinkEndsToo() throws {
        let folder = try TemporaryFolder()
        try folder.write("#include \"Link.xcconfig\"\n#include \"Link.xcconfig\"\nX = 1\n", to: "A.xcconfig")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("Link.xcconfig"), withDestinationPath: "A.xcconfig")
        let path = folder.path("A.xcconfig")
        #expect(SpecialFileTests.bounded(20) { XCConfigFile(path: path).assignments.count } == 1)
    }

    @Test func theGuardCapsDepthAndTotal() {
        var includes = XCConfigIncludeGuard()
        for index in 0..<XCConfigIncludeGuard.maximumDepth {
            let entered = includes.enter("/tmp/chain-\(index).xcconfig")
            #expect(entered)
        }
        let deeper = includes.enter("/tmp/one-too-deep.xcconfig")
        #expect(!deeper)
        includes.leave()
        let again = includes.enter("/tmp/chain-3.xcconfig")
        #expect(!again, "a file already in the chain is not read again")
        let reentered = includes.enter("/tmp/chain-15.xcconfig")
        #expect(reentered, "the file just left may be entered again")
        for _ in 0..<XCConfigIncludeGuard.maximumDepth { includes.leave() }
        var entered = includes.filesRead
        while includes.enter("/tmp/wide-\(entered).xcconfig") {
            includes.leave()
            entered += 1
        }
        #expect(includes.filesRead == XCConfigIncludeGuard.maximumFiles)
    }
}

/// Work that grew quadratically with hostile input, held to a bound that the old code
/// missed by minutes: a foundation of 5,000 sections took about 6 minutes to check (debug build).
@Suite("unbounded work")
struct UnboundedWorkTests {
    @Test func aFoundationOfFiveThousandSectionsIsCheckedWithinAMinute() throws {
        let registry = try TemporaryFolder(copying: "registries/minimal")
        var text = try registry.text("foundation/Motion.swift")
        for index in 0..<5_000 {
            text +=
                """
                \n// pieces-motion-section: generated\(index)\nprivate extension PieceMotion {\n    static func \
                generated\(index)() -> Int { \(index) }\n}\n
                """
        }
        try registry.write(text, to: "foundation/Motion.swift")
        let output = SpecialFileTests.run(["check", "pieces/demo/PlainBadge.swift"], in: registry, seconds: 60)
        #expect(output != nil, "check did not finish within 60 s")
    }
}
