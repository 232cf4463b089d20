import Foundation

/// One expression over the pure foundation sections and the value worked out by hand.
package struct MotionMathCase: Sendable {
    package var expression: String
    package var expected: Double
    /// The largest difference allowed, relative to `expected`: 1e-9 unless the expectation is itself an
    /// approximation (a finite difference).
    package var tolerance: Double

    package init(_ expression: String, _ expected: Double, tolerance: Double = 1e-9) {
        self.expression = expression
        self.expected = expected
        self.tolerance = tolerance
    }
}

/// The actor isolation the pure sections are compiled with: the compiler's default (an Xcode 16 app
/// target) and `-default-isolation MainActor` (a new Xcode 26 project).
package enum MotionIsolation: String, Sendable, CaseIterable {
    case nonisolated = "nonisolated"
    case mainActor = "MainActor"
}

/// Compiles the pure sections of the real foundation with a generated `main` that prints
/// `c<index> <value>` per case, and runs it once per isolation mode. This half finds the foundation
/// and the compiler and runs a program; reading the sections and the cases is the engine's tests'
/// (`MotionEngineTests/MotionMathValues.swift`), since it needs MotionEngine.
///
/// Every case is evaluated inside a `nonisolated func`, so under `-default-isolation MainActor` a pure
/// declaration that is not `nonisolated` (and so became main-actor isolated) fails to compile.
package enum MotionMathProbe {
    package struct ProbeError: Error, CustomStringConvertible {
        package var description: String

        package init(description: String) { self.description = description }
    }

    /// The SwiftUI-free sections: they compile with Foundation alone.
    package static let pureSections = [
        "core", "velocity", "flight", "projection", "coast", "rubberBand", "pressScale", "releaseVelocity",
        "stretchAmount"
    ]
    package static let compilerMissing = "swift was not found on PATH: the pure motion math cannot be compiled"
    package static let foundationMissing = "registry/foundation/PieceMotion.swift was not found above this test file"
    package static let isolationUnsupported = "this swiftc is older than Swift 6.2 and has no -default-isolation flag"

    /// Whether the toolchain on PATH takes `-default-isolation` (Swift 6.2 or later).
    package static let supportsDefaultIsolation: Bool = {
        guard let compiler = Toolchain.swiftc, let version = try? execute(compiler, ["-version"]).output,
            let match = version.firstMatch(of: /Swift version (\d+)\.(\d+)/),
            let major = Int(match.1), let minor = Int(match.2)
        else { return false }
        return major > 6 || (major == 6 && minor >= 2)
    }()

    /// The foundation file, found from this source file's real location (it may be reached through a symlink).
    package static func foundationFile() throws -> URL {
        let candidate = FixturePaths.registryFoundation
        guard FileManager.default.fileExists(atPath: candidate.path) else {
            throw ProbeError(description: foundationMissing)
        }
        return candidate
    }

    /// Compiles `program` as a `main.swift` with `isolation`, runs it and returns what it printed;
    /// `what` names the code in a failure. The driver's immediate mode (`swift main.swift`) type-checks
    /// and compiles it exactly as `swiftc` would, then runs it in process: no link step, no binary.
    /// The compiler's own messages go to standard error, so a warning never reads as a printed line.
    package static func compileAndRun(_ program: String, isolation: MotionIsolation, what: String) throws -> String {
        guard let driver = Toolchain.swift else { throw ProbeError(description: compilerMissing) }
        let folder = try TemporaryFolder()
        defer { withExtendedLifetime(folder) {} }
        try folder.write(program, to: "main.swift")
        var arguments = ["-swift-version", "6"]
        if isolation == .mainActor { arguments += ["-default-isolation", "MainActor"] }
        let ran = try ChildProcess.run(driver, arguments + [folder.path("main.swift")], in: folder.url)
        guard ran.status == 0, !ran.signalled else {
            // A compiler error reads `main.swift:3:46: error: …`; a trap reads `…: Fatal error: …`.
            guard ran.errors.contains(": error:") else {
                throw ProbeError(description: "the probe of \(what) failed:\n\(ran.output)\(ran.errors)")
            }
            throw ProbeError(description: "\(what) failed to compile (\(isolation.rawValue)):\n\(ran.errors)")
        }
        return ran.output
    }

    private static func execute(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting, so a full pipe never stalls the child.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
