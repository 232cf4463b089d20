import Testing

@testable import PiecesSupport

/// Running git and friends through `posix_spawn`: statuses, both streams, and failures to start.
@Suite("Child processes")
struct ChildProcessTests {
    static func shell(_ script: String, environment: [String: String] = [:]) throws -> ChildProcess.Outcome {
        try ChildProcess("/bin/sh", ["-c", script], environment: environment).run()
    }

    @Test func theStatusAndBothStreamsAreKept() throws {
        let outcome = try Self.shell("printf out; printf err >&2; exit 3")
        #expect(outcome == ChildProcess.Outcome(status: 3, output: Array("out".utf8), errorOutput: Array("err".utf8)))
    }

    @Test func aChildFillingBothPipesDoesNotStall() throws {
        let outcome = try Self.shell(
            "head -c 300000 /dev/zero >&2; head -c 300000 /dev/zero; head -c 70000 /dev/zero >&2")
        #expect(outcome.status == 0)
        #expect(outcome.output.count == 300_000)
        #expect(outcome.errorOutput.count == 370_000)
    }

    @Test func theEnvironmentIsExactlyTheOneGiven() throws {
        let outcome = try Self.shell("printf %s \"$PIECES_PROBE:${HOME-unset}\"", environment: ["PIECES_PROBE": "yes"])
        #expect(String(decoding: outcome.output, as: UTF8.self) == "yes:unset")
    }

    @Test func standardInputIsEmpty() throws {
        #expect(try Self.shell("cat").output.isEmpty)
    }

    @Test func aSignalLeavesNoStatus() throws {
        #expect(try Self.shell("kill -9 $$").status == nil)
    }

    @Test func aMissingProgramIsALaunchFailure() {
        #expect(throws: ChildProcess.LaunchFailure(executable: "/no/such/git", reason: "No such file or directory")) {
            try ChildProcess("/no/such/git", [], environment: [:]).run()
        }
    }
}
