extension ArgumentSpec {
    /// What a shell offers for an argument's value when the user presses Tab.
    ///
    /// The completion scripts (`pieces completions bash|zsh|fish`) are generated from the same
    /// `CommandSpec` as the help and the parser, so this is the only extra fact they need.
    enum Completion: Sendable, Equatable {
        /// Nothing in particular (a name the user makes up, a number).
        case none
        /// Paths of files (and folders, to walk into).
        case files
        /// Paths of folders.
        case directories
        /// The names of the registry's pieces, asked of `pieces list --names` at completion time.
        case pieces
        /// One of the option's allowed values.
        case values([String])

        /// An option with allowed values completes them; `FILE`/`PATH` complete files, `DIR`
        /// folders (`DIR|URL` too: a folder is the usual answer); anything else nothing.
        static func guessed(from kind: ArgumentSpec.Kind, valueName: String) -> Completion {
            if case .option(let rules) = kind, !rules.allowedValues.isEmpty {
                return .values(rules.allowedValues)
            }
            switch valueName {
            case "FILE", "PATH": return .files
            case "DIR", "DIR|URL": return .directories
            default: return .none
            }
        }
    }
}
