import PiecesSupport

extension RemoteRegistry {
    /// What one run of the tool sets for every remote registry it opens, however deep in the
    /// engine that happens: the timeouts `--timeout` / `PIECES_TIMEOUT` chose, the progress line,
    /// and where environment variables are read (the run's context, not necessarily the process).
    /// Bound for the run with `RemoteRegistry.$runSettings.withValue(…)`; a registry reads it once,
    /// when created, so fetches on other threads use the same values.
    package struct RunSettings: Sendable {
        /// Replaces the default timeouts when set.
        package var timeouts: Timeouts?
        /// Shows (a text) or clears (nil) a progress line; nil shows none.
        package var progress: (@Sendable (String?) -> Void)?
        /// One environment variable by name: the budgets, `PIECES_REGISTRY_TOKEN*` and a
        /// namespace's `${VAR}` headers are read through it, so a test binds its own values
        /// rather than changing the process's environment under other threads.
        package var variable: @Sendable (String) -> String?

        package init(
            timeouts: Timeouts? = nil, progress: (@Sendable (String?) -> Void)? = nil,
            variable: @escaping @Sendable (String) -> String? = ProcessEnvironment.variable(named:)
        ) {
            self.timeouts = timeouts
            self.progress = progress
            self.variable = variable
        }
    }

    @TaskLocal package static var runSettings = RunSettings()

    /// The environment variable giving the timeout in seconds, as `--timeout` does.
    package static let timeoutVariable = "PIECES_TIMEOUT"

    /// The timeouts for `seconds` of silence: a whole document may take three times as long, the
    /// ratio of the defaults (10 s and 30 s). Nil unless `text` is a number above 0.
    package static func timeouts(seconds text: String) -> Timeouts? {
        guard let seconds = Double(text), seconds.isFinite, seconds > 0 else { return nil }
        return Timeouts(request: seconds, resource: seconds * 3)
    }
}
