import PieceInstall
import Testing

@testable import PiecesCLI

/// Parses a command line written as one string, split at spaces (the tool's name left out).
private func parse(_ line: String, spec: CommandSpec = PiecesCommands.root) throws(UsageError)
    -> Invocation
{
    try ArgumentParser.parse(line.split(separator: " ").map(String.init), spec: spec)
}

/// The parsed arguments of a line that must run.
private func run(_ line: String, spec: CommandSpec = PiecesCommands.root) throws -> ParsedArguments {
    let invocation = try parse(line, spec: spec)
    guard case .run(let arguments) = invocation else { throw NotARun(invocation: invocation) }
    return arguments
}

private struct NotARun: Error {
    var invocation: Invocation
}

/// The usage error a line must fail with.
private func usageError(_ line: String, spec: CommandSpec = PiecesCommands.root) -> UsageError? {
    do {
        let invocation = try parse(line, spec: spec)
        Issue.record("expected a usage error, got \(invocation)")
        return nil
    } catch {
        return error
    }
}

/// A small tool exercising what `pieces` does not use yet: repeated options, a short option with
/// a value, optional and required positionals side by side.
private let demo = CommandSpec(
    name: "demo", abstract: "A test tool.",
    subcommands: [
        CommandSpec(
            name: "tag", abstract: "Tag things.",
            declaring: [Demo.target, Demo.note, Demo.tags, Demo.mode])
    ])

/// The typed handles of `demo tag`'s arguments.
private enum Demo {
    static let target = Positional<String>("target", valueName: "TARGET", help: "What to tag.")
    static let note = Positional<String?>("note", valueName: "NOTE", help: "A note.")
    static let tags = Option<[String]>.repeated("tag", short: "t", valueName: "TAG", help: "A tag.")
    enum Mode: String, CaseIterable { case soft, hard }
    static let mode = Option<Mode>("mode", short: "m", valueName: "MODE", help: "How.", defaultValue: .soft)
}

@Suite("ArgumentParser: usage errors")
struct ArgumentParserUsageErrorTests {
    @Test func unknownCommandSuggestsTheClosestCommand() {
        let error = usageError("chekc")
        #expect(error == .unknownCommand("chekc", commandPath: [], suggestion: "check", index: 0))
        #expect(error?.message == "unknown command 'chekc' (argument 1); did you mean 'check'?")
    }

    @Test func suggestionsIgnoreCaseAndNeedSomethingInCommon() {
        #expect(
            usageError("Chekc")
                == .unknownCommand("Chekc", commandPath: [], suggestion: "check", index: 0))
        #expect(
            usageError("ad") == .unknownCommand("ad", commandPath: [], suggestion: "add", index: 0))
        // Two edits would turn `xy` into `why`, but that rewrites all of it.
        #expect(
            usageError("xy") == .unknownCommand("xy", commandPath: [], suggestion: nil, index: 0))
    }

    @Test func unknownCommandFarFromEveryCommandHasNoSuggestion() {
        let error = usageError("--no-color frobnicate")
        #expect(error == .unknownCommand("frobnicate", commandPath: [], suggestion: nil, index: 1))
        #expect(error?.message == "unknown command 'frobnicate' (argument 2)")
    }

    @Test func unknownSubcommandNamesItsParent() {
        let error = usageError("hook instal")
        #expect(
            error
                == .unknownCommand("instal", commandPath: ["hook"], suggestion: "install", index: 1)
        )
        #expect(
            error?.message
                == "unknown command 'hook instal' (argument 2); did you mean 'hook install'?")
    }

    @Test func unknownOptionSuggestsAnOptionOfThatCommand() {
        let error = usageError("check --fromat json")
        #expect(
            error
                == .unknownOption(
                    "--fromat", commandPath: ["check"], suggestion: "--format", index: 1))
        #expect(
            error?.message == "unknown option '--fromat' (argument 2); did you mean '--format'?")
    }

    @Test func optionsOfOtherCommandsAreNotSuggested() {
        // `--dry-run` belongs to sync, not check.
        let error = usageError("check --dry-rn")
        #expect(
            error == .unknownOption("--dry-rn", commandPath: ["check"], suggestion: nil, index: 1))
        #expect(error?.message == "unknown option '--dry-rn' (argument 2)")
        #expect(
            usageError("sync --dry-rn")?.message
                == "unknown option '--dry-rn' (argument 2); did you mean '--dry-run'?")
    }

    @Test func longNameWithOneDashSuggestsTwoDashes() {
        let error = usageError("sync -dry-run")
        #expect(
            error
                == .unknownOption(
                    "-dry-run", commandPath: ["sync"], suggestion: "--dry-run", index: 1))
        #expect(
            error?.message == "unknown option '-dry-run' (argument 2); did you mean '--dry-run'?")
    }

    @Test func unknownLetterInAShortClusterIsReportedAlone() {
        let error = usageError("check -qz")
        #expect(error == .unknownOption("-z", commandPath: ["check"], suggestion: nil, index: 1))
        #expect(error?.message == "unknown option '-z' (argument 2)")
    }

    @Test func versionIsOnlyATopLevelOption() {
        let error = usageError("check --version")
        #expect(
            error == .unknownOption("--version", commandPath: ["check"], suggestion: nil, index: 1))
    }

    @Test func optionAtTheEndIsMissingItsValue() {
        let error = usageError("check --format")
        #expect(
            error
                == .missingValue(
                    option: "--format", valueName: "FORMAT", commandPath: ["check"], index: 1))
        #expect(error?.message == "missing value FORMAT for option '--format' (argument 2)")
    }

    @Test func optionFollowedByAnotherOptionIsMissingItsValue() {
        let error = usageError("check --registry --quiet")
        #expect(
            error
                == .missingValue(
                    option: "--registry", valueName: "DIR", commandPath: ["check"], index: 1))
        #expect(error?.message == "missing value DIR for option '--registry' (argument 2)")
    }

    @Test func invalidValueListsTheAllowedValuesAtTheValuesPosition() {
        let allowed = ["text", "xcode", "github", "json"]
        let error = usageError("check --format yaml")
        #expect(
            error
                == .invalidValue(
                    "yaml", option: "--format", allowedValues: allowed, suggestion: nil,
                    commandPath: ["check"], index: 2))
        #expect(
            error?.message
                == "invalid value 'yaml' for option '--format' (argument 3); "
                + "expected one of: text, xcode, github, json")
    }

    @Test func invalidValueCloseToAnAllowedOneSuggestsIt() {
        let error = usageError("check --format=jsn")
        #expect(error?.index == 1)
        #expect(
            error?.message
                == "invalid value 'jsn' for option '--format' (argument 2); did you mean 'json'?")
    }

    @Test func flagGivenAValueIsAnError() {
        let error = usageError("check --quiet=yes")
        #expect(
            error == .unexpectedValue("yes", option: "--quiet", commandPath: ["check"], index: 1))
        #expect(error?.message == "option '--quiet' takes no value, got 'yes' (argument 2)")
    }

    @Test func extraWordIsAnUnexpectedPositional() {
        let error = usageError("info ElasticButton PressableButtonStyle")
        #expect(
            error == .unexpectedPositional("PressableButtonStyle", commandPath: ["info"], index: 2))
        #expect(
            error?.message
                == "unexpected argument 'PressableButtonStyle' for 'pieces info' (argument 3)")
    }

    @Test func wordsAfterDoubleDashAtTheTopLevelAreUnexpected() {
        let error = usageError("-- check")
        #expect(error == .unexpectedPositional("check", commandPath: [], index: 1))
        #expect(error?.message == "unexpected argument 'check' for 'pieces' (argument 2)")
    }

    @Test func missingRequiredPositionalPointsPastTheLastArgument() {
        let error = usageError("info")
        #expect(error == .missingPositional(valueName: "NAME", commandPath: ["info"], index: 1))
        #expect(error?.message == "missing argument NAME for 'pieces info'")
        #expect(
            usageError("add --dry-run")
                == .missingPositional(valueName: "NAME", commandPath: ["add"], index: 2))
    }

    @Test func missingRequiredOption() {
        let error = usageError("new SpinningCoin")
        #expect(
            error
                == .missingOption(
                    option: "--category", valueName: "CATEGORY", commandPath: ["new"], index: 2))
        #expect(error?.message == "missing option '--category CATEGORY' for 'pieces new'")
    }

    @Test func theEarliestProblemIsReported() {
        #expect(usageError("info a b --fromat")?.index == 2)
        #expect(
            usageError("info a --zzz b")
                == .unknownOption("--zzz", commandPath: ["info"], suggestion: nil, index: 2))
        #expect(usageError("check --quiet=1 --fromat")?.index == 1)
    }

    @Test func bracesTypedByTheUserAreNotTemplatePlaceholders() {
        #expect(
            usageError("check --{option}")?.message == "unknown option '--{option}' (argument 2)")
    }
}

@Suite("ArgumentParser: successful parses")
struct ArgumentParserTests {
    @Test func optionValueWithEqualsOrAsTheNextWord() throws {
        #expect(try run("check --format=json")[PiecesCommands.format] == .json)
        #expect(try run("check --format json")[PiecesCommands.format] == .json)
        #expect(try run("check --registry=a=b")[PiecesCommands.registry] == "a=b")
    }

    @Test func absentOptionTakesItsDefault() throws {
        let arguments = try run("check")
        #expect(arguments[PiecesCommands.format] == .text)
        #expect(!arguments.isGiven(PiecesCommands.format))
        #expect(arguments[PiecesCommands.registry] == nil)
        #expect(arguments[PiecesCommands.files] == [])
    }

    @Test func lastValueWinsForASingleOption() throws {
        let arguments = try run("check --format json --format=xcode")
        #expect(arguments[PiecesCommands.format] == .xcode)
        #expect(arguments.isGiven(PiecesCommands.format))
    }

    @Test func variadicPositionalsAfterAndBetweenOptions() throws {
        let arguments = try run("sync --registry reg -n A.swift B.swift --quiet C.swift")
        #expect(arguments.commandPath == ["sync"])
        #expect(arguments[PiecesCommands.files] == ["A.swift", "B.swift", "C.swift"])
        #expect(arguments[PiecesCommands.registry] == "reg")
        #expect(arguments[PiecesCommands.dryRun])
        #expect(arguments[PiecesCommands.quiet])
        #expect(!arguments[SyncCommand.Options.hook])
    }

    @Test func doubleDashEndsOptions() throws {
        let arguments = try run("check --quiet -- --help -x -")
        #expect(arguments[PiecesCommands.files] == ["--help", "-x", "-"])
        #expect(arguments[PiecesCommands.quiet])
    }

    @Test func shortFlagsCombine() throws {
        let arguments = try run("sync -nq")
        #expect(arguments[PiecesCommands.dryRun] && arguments[PiecesCommands.quiet])
    }

    @Test func globalFlagWorksBeforeAndAfterTheCommand() throws {
        #expect(try run("--no-color check")[PiecesCommands.noColor])
        #expect(try run("check --no-color")[PiecesCommands.noColor])
        #expect(try !run("check")[PiecesCommands.noColor])
    }

    @Test func loneDashIsAValue() throws {
        #expect(try run("check --registry -")[PiecesCommands.registry] == "-")
    }

    @Test func repeatedOptionKeepsEveryValueInOrder() throws {
        let arguments = try run("tag x -t a --tag b --tag=c -td", spec: demo)
        #expect(arguments[Demo.tags] == ["a", "b", "c", "d"])
        #expect(arguments.isGiven(Demo.tags))
        #expect(arguments[Demo.mode] == .soft)
    }

    @Test func shortOptionTakesTheNextWordOrTheRestOfItsWord() throws {
        #expect(try run("tag x -m hard", spec: demo)[Demo.mode] == .hard)
        #expect(try run("tag x -mhard", spec: demo)[Demo.mode] == .hard)
    }

    @Test func optionalPositionalMayBeLeftOut() throws {
        let one = try run("tag x", spec: demo)
        #expect(one[Demo.target] == "x")
        #expect(one[Demo.note] == nil)
        let two = try run("tag x remember", spec: demo)
        #expect(two[Demo.note] == "remember")
        #expect(usageError("tag x remember more", spec: demo)?.index == 3)
    }

    @Test func addTakesSeveralNamesAndItsOptions() throws {
        let arguments = try run("add ElasticButton PressableButtonStyle --project App --overwrite")
        #expect(arguments[InstallOptions.names] == .words(["ElasticButton", "PressableButtonStyle"]))
        #expect(arguments[InstallOptions.project] == .value("App"))
        #expect(arguments[InstallOptions.overwrite] == .flag(true))
        #expect(PiecesCommands.root.command(at: arguments.commandPath) != nil)
        #expect(try run("hook install").commandPath == ["hook", "install"])
    }
}

@Suite("ArgumentParser: help and version")
struct ArgumentParserHelpRequestTests {
    @Test func helpAnywhereAsksForTheCommandsHelp() throws {
        #expect(try parse("check --help") == .help(commandPath: ["check"]))
        #expect(try parse("check a.swift -h") == .help(commandPath: ["check"]))
        #expect(try parse("--help check") == .help(commandPath: ["check"]))
        #expect(try parse("sync -nh") == .help(commandPath: ["sync"]))
        #expect(try parse("-h") == .help(commandPath: []))
    }

    @Test func helpWinsOverUsageErrorsButNotOverAnUnknownCommand() throws {
        #expect(try parse("check --fromat --help") == .help(commandPath: ["check"]))
        #expect(try parse("info --help") == .help(commandPath: ["info"]))
        #expect(usageError("chekc --help")?.index == 0)
    }

    @Test func helpAfterDoubleDashIsAWord() throws {
        #expect(try run("check -- --help")[PiecesCommands.files] == ["--help"])
    }

    @Test func commandWithoutItsSubcommandAsksForHelp() throws {
        #expect(try parse("") == .missingSubcommand(commandPath: []))
        #expect(try parse("--no-color") == .missingSubcommand(commandPath: []))
        #expect(try parse("hook") == .missingSubcommand(commandPath: ["hook"]))
    }

    @Test func versionAtTheTopLevel() throws {
        #expect(try parse("--version") == .version)
        #expect(try parse("--no-color --version") == .version)
        #expect(try parse("--version --help") == .help(commandPath: []))
    }
}

@Suite("Command spec")
struct CommandSpecTests {
    @Test func piecesSpecIsWellFormed() {
        #expect(PiecesCommands.root.problems() == [])
    }

    @Test func malformedSpecsAreCaught() {
        let bad = CommandSpec(
            name: "bad", abstract: "",
            arguments: [
                .positional("files", valueName: "FILE", arity: .zeroOrMore, help: ""),
                .positional("name", valueName: "NAME", help: ""),
                .flag("quiet", short: "h", help: ""),
                .flag("no-color", short: "c", help: "", isGlobal: true),
                .option(
                    "format", valueName: "F", help: "", allowedValues: ["a"], defaultValue: "b")
            ],
            subcommands: [
                CommandSpec(
                    name: "sub", abstract: "", arguments: [.flag("color", short: "c", help: "")])
            ])
        #expect(
            bad.problems() == [
                "bad: duplicate short name '-h'",
                "bad: has both positionals and subcommands",
                "bad: variadic 'files' is not the last positional",
                "bad: default 'b' of '--format' is not allowed",
                "bad sub: duplicate short name '-c'"
            ])
    }
}
