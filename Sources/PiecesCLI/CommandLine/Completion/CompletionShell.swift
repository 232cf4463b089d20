import PiecesSupport

/// A shell `pieces completions` writes a script for, and the one entry point that renders it.
enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// The completion script for `root`, generated from the spec the parser and help use.
    func script(for root: CommandSpec) -> String {
        let model = CompletionModel(root: root)
        switch self {
        case .bash: return BashCompletion(model: model).render()
        case .zsh: return ZshCompletion(model: model).render()
        case .fish: return FishCompletion(model: model).render()
        }
    }
}
