import Foundation
import Testing

@testable import PiecesSupport

/// The environment the command line reads is the process's, variable for variable.
struct ProcessEnvironmentTests {
    /// Other suites set `PIECES_TEST_…` credentials for a moment while this runs: those are left out.
    @Test func everyVariableOfTheProcessIsRead() {
        func stable(_ variables: [String: String]) -> [String: String] {
            variables.filter { !$0.key.hasPrefix("PIECES_TEST_") }
        }
        let variables = ProcessEnvironment.variables()
        #expect(stable(variables) == stable(ProcessInfo.processInfo.environment))
        #expect(!variables.isEmpty && variables["PATH"] == getenv("PATH").map { String(cString: $0) })
    }

    @Test func oneVariableReadsAsTheWholeEnvironmentHasIt() {
        let variables = ProcessEnvironment.variables()
        for name in ["PATH", "HOME"] {
            #expect(ProcessEnvironment.variable(named: name) == variables[name])
        }
        #expect(ProcessEnvironment.variable(named: "PIECES_NO_SUCH_VARIABLE_EVER") == nil)
    }
}
