// Support for the suites that run the real `pieces` (crash safety, hostile input, completion,
// version): finding the executable and running it as a child process that can be killed.
import Foundation

/// The `pieces` executable that `swift test` built, for tests that must run the real tool as a
/// separate process (to kill it, to limit its file size, to run it as another user).
///
/// Found, in order: `$PIECES_EXECUTABLE` (set by `Tests/Fuzz/long-runs.sh` to a release build);
/// `pieces` next to the running test bundle (`swift test` builds every product of the package into
/// the same `.build/<triple>/<config>/` folder as `<package>PackageTests.xctest`); otherwise the
/// tests build it once with `swift build --product pieces` into a scratch folder of their own (a
/// second build in the test bundle's own `.build` would wait forever for the lock `swift test` holds).
package enum PiecesExecutable {
    package static let buildFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "pieces-tests-executable-build")

    /// The executable, or why there is none.
    package static let located: Result<URL, LocateError> = locate()

    package struct LocateError: Error, CustomStringConvertible {
        package var description: String
    }

    package static func url() throws -> URL { try located.get() }

    private static func locate() -> Result<URL, LocateError> {
        let manager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["PIECES_EXECUTABLE"] {
            return manager.isExecutableFile(atPath: explicit)
                ? .success(URL(fileURLWithPath: explicit))
                : .failure(LocateError(description: "$PIECES_EXECUTABLE (\(explicit)) is not an executable file"))
        }
        // Linux: the test runner is `<package>PackageTests.xctest` itself; elsewhere the `.xctest`
        // bundle is loaded into a runner, so look next to every loaded test bundle too.
        var folders: [URL] = []
        if let runner = Bundle.main.executableURL {
            folders.append(runner.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(
                URL(fileURLWithPath: bundle.bundlePath).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for folder in folders {
            let candidate = folder.appendingPathComponent("pieces")
            if manager.isExecutableFile(atPath: candidate.path), !isFolder(candidate) { return .success(candidate) }
        }
        return build()
    }

    private static func build() -> Result<URL, LocateError> {
        let root = FixturePaths.repositoryRoot
        let swift = ["/usr/bin/env", "swift"]
        let common = ["build", "--package-path", root.path, "--scratch-path", buildFolder.path, "--product", "pieces"]
        do {
            let built = try ChildProcess.run(URL(fileURLWithPath: swift[0]), [swift[1]] + common, in: root)
            guard built.status == 0 else {
                return .failure(
                    LocateError(description: "swift build --product pieces failed:\n\(built.output)\(built.errors)"))
            }
            let shown = try ChildProcess.run(
                URL(fileURLWithPath: swift[0]), [swift[1]] + common + ["--show-bin-path"], in: root)
            let binary = URL(fileURLWithPath: shown.output.trimmingCharacters(in: .whitespacesAndNewlines))
                .appendingPathComponent("pieces")
            return FileManager.default.isExecutableFile(atPath: binary.path)
                ? .success(binary)
                : .failure(LocateError(description: "no executable at \(binary.path) after building"))
        } catch {
            return .failure(LocateError(description: "cannot run swift build: \(error)"))
        }
    }

    private static func isFolder(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }
}

/// A child process run to completion or killed with SIGKILL, its output captured through files
/// (a pipe nobody drains would block a chatty child forever).
package struct ChildProcess {
    /// How a run ended.
    package struct Outcome {
        /// The exit status, or the signal number when `signalled`.
        package var status: Int32
        package var signalled: Bool
        package var output: String
        package var errors: String
        package var seconds: Double
        /// The largest resident set seen while polling `/proc` (kB), when asked for.
        package var peakResidentKilobytes: Int?
        /// Whether the run was killed for exceeding its timeout.
        package var timedOut = false

        package var wasKilled: Bool { signalled && status == SIGKILL }
    }

    /// Runs `executable` in `folder`. With `killAfter`, sends SIGKILL that many seconds after start
    /// (or, with `killWhen`, that many seconds after `killWhen` first returns true). With
    /// `timeout`, sends SIGKILL if the process is still running after that many seconds.
    package static func run(
        _ executable: URL, _ arguments: [String], in folder: URL,
        killAfter delay: Double? = nil, killWhen trigger: (() -> Bool)? = nil,
        timeout: Double? = nil, samplingMemory: Bool = false
    ) throws -> Outcome {
        let logs = try TemporaryFolder()
        // Kept until the output is read back: after its last use the folder could be released, and removed.
        defer { withExtendedLifetime(logs) {} }
        let outURL = logs.url.appendingPathComponent("out")
        let errURL = logs.url.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = out
        process.standardError = err
        let clock = ContinuousClock()
        let start = clock.now
        try withEmptySignalMask { try process.run() }
        var peak: Int?
        if let delay {
            if let trigger {
                while process.isRunning, !trigger() { usleep(200) }
            }
            usleep(UInt32(max(0, delay) * 1_000_000))
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        var timedOut = false
        if samplingMemory || timeout != nil {
            while process.isRunning {
                if samplingMemory, let sample = residentHighWater(of: process.processIdentifier) {
                    peak = max(peak ?? 0, sample)
                }
                if let timeout, seconds(since: start, clock) > timeout {
                    kill(process.processIdentifier, SIGKILL)
                    timedOut = true
                    break
                }
                usleep(5_000)
            }
        }
        process.waitUntilExit()
        let elapsed = seconds(since: start, clock)
        try out.close()
        try err.close()
        return Outcome(
            status: process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal,
            output: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            seconds: elapsed, peakResidentKilobytes: peak, timedOut: timedOut)
    }

    private static func seconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The test runner's worker threads block most signals, and a child inherits its parent
    /// thread's mask: spawn with none blocked, as a shell would, so SIGXFSZ and friends act normally.
    private static func withEmptySignalMask<T>(_ body: () throws -> T) rethrows -> T {
        var empty = sigset_t()
        var saved = sigset_t()
        sigemptyset(&empty)
        pthread_sigmask(SIG_SETMASK, &empty, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        return try body()
    }

    /// `VmHWM` of a running process, in kB (Linux only; nil elsewhere or once it has exited).
    private static func residentHighWater(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }
}
