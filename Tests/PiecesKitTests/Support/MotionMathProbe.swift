import Foundation
import Testing
@testable import PiecesSupport
@testable import PiecesDiagnostics
@testable import SwiftLexing
@testable import XcodeProjects
@testable import MotionEngine
@testable import PieceCatalog
@testable import PieceInstall
@testable import PiecesLint
@testable import PiecesCLI

/// One expression over the pure foundation sections and the value worked out by hand.
struct MotionMathCase: Sendable {
    var expression: String
    var expected: Double
    /// The largest difference allowed, relative to `expected`: 1e-9 unless the expectation is itself an
    /// approximation (a finite difference).
    var tolerance: Double

    init(_ expression: String, _ expected: Double, tolerance: Double = 1e-9) {
        self.expression = expression
        self.expected = expected
        self.tolerance = tolerance
    }
}

/// The actor isolation the pure sections are compiled with: the compiler's default (an Xcode 16 app
/// target) and `-default-isolation MainActor` (a new Xcode 26 project).
enum MotionIsolation: String, Sendable, CaseIterable {
    case nonisolated = "nonisolated"
    case mainActor = "MainActor"
}

/// Compiles the pure sections of the real foundation with a generated `main` that prints
/// `c<index> <value>` per case, and runs it once per isolation mode.
///
/// Every case is evaluated inside a `nonisolated func`, so under `-default-isolation MainActor` a pure
/// declaration that is not `nonisolated` (and so became main-actor isolated) fails to compile.
enum MotionMathProbe {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The SwiftUI-free sections: they compile with Foundation alone.
    static let pureSections = [
        "core", "velocity", "flight", "projection", "coast", "rubberBand", "pressScale", "releaseVelocity", "stretchAmount",
    ]
    static let compilerMissing = "swiftc was not found on PATH: the pure motion math cannot be compiled"
    static let foundationMissing = "registry/foundation/PieceMotion.swift was not found above this test file"
    static let isolationUnsupported = "this swiftc is older than Swift 6.2 and has no -default-isolation flag"

    /// Every case of every suite, so each isolation mode compiles once.
    static var allCases: [MotionMathCase] { MotionMathCases.all + MotionAdditionCases.all }

    /// Whether the toolchain on PATH takes `-default-isolation` (Swift 6.2 or later).
    static let supportsDefaultIsolation: Bool = {
        guard let compiler = Toolchain.swiftc, let version = try? execute(compiler, ["-version"]).output,
              let match = version.firstMatch(of: /Swift version (\d+)\.(\d+)/),
              let major = Int(match.1), let minor = Int(match.2) else { return false }
        return major > 6 || (major == 6 && minor >= 2)
    }()

    /// The foundation file, found from this source file's real location (it may be reached through a symlink).
    static func foundationFile() throws -> URL {
        let candidate = FixturePaths.repositoryRoot.appendingPathComponent("registry/foundation/PieceMotion.swift")
        guard FileManager.default.fileExists(atPath: candidate.path) else { throw Failure(description: foundationMissing) }
        return candidate
    }

    /// The named sections of the real foundation exactly as `pieces sync` copies them into pieces
    /// (every declaration private), read with the engine's own foundation model, in foundation order.
    static func pureMathSource(foundation: String, sections: [String] = pureSections) -> String {
        let set = FoundationSet(files: [("registry/foundation/PieceMotion.swift", Array(foundation.utf8))])
        return set.sections.filter { sections.contains($0.name) }.map(\.text).joined(separator: "\n\n")
    }

    /// The printed value of every case, compiled with `isolation`.
    static func run(isolation: MotionIsolation) -> Result<[String: Double], Failure> {
        Result {
            let foundation = try String(contentsOf: foundationFile(), encoding: .utf8)
            let cases = allCases
            var program = "import Foundation\n\n" + pureMathSource(foundation: foundation) + "\n\n"
            program += "nonisolated func probe() {\n"
            for (index, item) in cases.enumerated() {
                program += "    print(\"c\(index)\", Double(\(item.expression)))\n"
            }
            program += "}\n\nprobe()\n"
            let output = try compileAndRun(program, isolation: isolation, what: "the pure motion sections")
            var values: [String: Double] = [:]
            for line in output.split(separator: "\n") {
                let parts = line.split(separator: " ")
                guard parts.count == 2, parts[0].hasPrefix("c"), let index = Int(parts[0].dropFirst()),
                      cases.indices.contains(index), let value = Double(parts[1]) else { continue }
                values[cases[index].expression] = value
            }
            return values
        }.mapError { $0 as? Failure ?? Failure(description: "\($0)") }
    }

    /// Compiles `program` as a `main.swift` with `isolation`, runs it and returns what it printed;
    /// `what` names the code in a failure.
    static func compileAndRun(_ program: String, isolation: MotionIsolation, what: String) throws -> String {
        guard let compiler = Toolchain.swiftc else { throw Failure(description: compilerMissing) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piece-motion-math-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.swift")
        let binary = folder.appendingPathComponent("probe")
        try program.write(to: main, atomically: true, encoding: .utf8)
        var arguments = ["-swift-version", "6", main.path, "-o", binary.path]
        if isolation == .mainActor { arguments += ["-default-isolation", "MainActor"] }
        let compiled = try execute(compiler, arguments)
        guard compiled.status == 0 else {
            throw Failure(description: "\(what) failed to compile (\(isolation.rawValue)):\n\(compiled.output)")
        }
        let ran = try execute(binary, [])
        guard ran.status == 0 else { throw Failure(description: "the probe of \(what) failed:\n\(ran.output)") }
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

/// The values of every case with the default isolation, computed once for all the tests.
let motionMathValues: Result<[String: Double], MotionMathProbe.Failure> = MotionMathProbe.run(isolation: .nonisolated)

/// The same under `-default-isolation MainActor`, computed once, only by the tests that ask for it.
let motionMathValuesOnMainActor: Result<[String: Double], MotionMathProbe.Failure> = MotionMathProbe.run(isolation: .mainActor)

/// Compares each case's printed value with its expectation, within the case's tolerance.
func checkMotionCases(
    _ cases: [MotionMathCase], in result: Result<[String: Double], MotionMathProbe.Failure> = motionMathValues,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let values: [String: Double]
    switch result {
    case .success(let found): values = found
    case .failure(let failure):
        Issue.record("\(failure)", sourceLocation: sourceLocation)
        return
    }
    for item in cases {
        guard let actual = values[item.expression] else {
            Issue.record("no value printed for \(item.expression)", sourceLocation: sourceLocation)
            continue
        }
        let tolerance = item.tolerance * max(abs(item.expected), Double.leastNormalMagnitude)
        #expect(
            abs(actual - item.expected) <= tolerance,
            "\(item.expression) = \(actual), expected \(item.expected)", sourceLocation: sourceLocation)
    }
}
