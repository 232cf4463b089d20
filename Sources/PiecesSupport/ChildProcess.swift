#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs another program (git) to its end and keeps what it printed, through `posix_spawn`.
///
/// Not Foundation's `Process`: on Linux it lives in Foundation proper, which the tool does not link.
/// Both output streams are read as they come (with `poll`), so a child that fills one pipe while the
/// tool waits on the other cannot stall either.
package struct ChildProcess: Sendable {
    /// How the program ended and what it wrote.
    package struct Outcome: Equatable, Sendable {
        /// The exit status; nil when a signal ended the program.
        package var status: Int32?
        package var output: [UInt8]
        package var errorOutput: [UInt8]
    }

    /// The program could not be started: its path, and the system's reason.
    package struct LaunchFailure: Error, Equatable, Sendable {
        package var executable: String
        package var reason: String
    }

    /// The path of the program.
    package var executable: String
    /// The arguments after the program's name.
    package var arguments: [String]
    /// The whole environment of the program.
    package var environment: [String: String]

    package init(_ executable: String, _ arguments: [String], environment: [String: String]) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }

    /// Starts the program with nothing on its standard input and waits for it to end.
    package func run() throws(LaunchFailure) -> Outcome {
        var pipes = try Pipes(executable: executable)
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipes.output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, pipes.errorOutput.write, 2)
        var pid = pid_t()
        let code = Self.withCStrings([executable] + arguments) { argv in
            Self.withCStrings(environment.map { "\($0.key)=\($0.value)" }.sorted()) { envp in
                posix_spawn(&pid, executable, &actions, nil, argv, envp)
            }
        }
        pipes.closeChildEnds()
        guard code == 0 else {
            pipes.closeParentEnds()
            throw LaunchFailure(executable: executable, reason: SystemReason.text(code))
        }
        let (output, errorOutput) = pipes.drain()
        return Outcome(status: Self.wait(for: pid), output: output, errorOutput: errorOutput)
    }

    /// The exit status of `pid` once it ends; nil when a signal ended it.
    private static func wait(for pid: pid_t) -> Int32? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import as they are macros.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
    }

    /// `strings` as the null-terminated array of C strings `posix_spawn` takes, for `body` only.
    private static func withCStrings<Value>(
        _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Value
    ) -> Value {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}
