import PiecesSupport

/// A request's option (`RequestOption`, declared below the CLI for every surface) as one of the
/// command line's arguments: a command declares it like its own handles, and reads it through
/// `ParsedArguments[option]`.
extension RequestOption: DeclaredArgument {
    var spec: ArgumentSpec {
        let spec: ArgumentSpec
        switch kind {
        case .words(let valueName, let atLeastOne):
            spec = .positional(name, valueName: valueName, arity: atLeastOne ? .oneOrMore : .zeroOrMore, help: help)
        case .value(let valueName): spec = .option(name, valueName: valueName, help: help)
        case .flag(let short): spec = .flag(name, short: short, help: help)
        }
        return namesPieces ? spec.completing(.pieces) : spec
    }
}
