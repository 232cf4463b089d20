import PiecesDiagnostics
import PiecesSupport

/// Why an XcodeGen spec could not be read.
package enum XcodeGenError: DiagnosticConvertible, Sendable, Equatable {
    case unreadable(path: String, reason: String)
    /// A line outside the YAML subset pieces reads.
    case outsideSubset(YAMLSubset.Failure)
    /// `include:` leads back to a file already being read.
    case includeCycle(file: String, chain: [String])
    /// No target of the spec matches.
    case noSuchTarget(name: String, spec: String, available: [String])
    /// No app target, or several and none named.
    case noAppTarget(spec: String)
    case severalAppTargets(spec: String, targets: [String])
    /// The chosen target lists no folder among its sources.
    case noSourceFolder(target: String, spec: String)

    static func unreadableMessage(_ path: String, _ reason: String) -> Message { "cannot read \(path): \(reason)" }
    static func subsetMessage(_ reason: String) -> Message { "\(reason); pieces reads a YAML subset of project specs" }
    static let subsetFix = "write the value out in plain YAML (no anchors, aliases, tags or block scalars)"
    static func cycleMessage(_ file: String) -> Message { "\(file) includes itself (through include:)" }
    static func noSuchTargetMessage(_ name: String, _ spec: String, _ available: String) -> Message {
        "\(spec) has no target named '\(name)'; its targets are: \(available)"
    }
    static let noSuchTargetFix = "pass one of them with --target NAME"
    static func noAppTargetMessage(_ spec: String) -> Message { "\(spec) has no application target" }
    static let noAppTargetFix = "pass the target to install into with --target NAME"
    static func severalMessage(_ spec: String, _ targets: String) -> Message {
        "\(spec) has several application targets: \(targets)"
    }
    static func noSourceFolderMessage(_ target: String) -> Message {
        "target '\(target)' lists no source folder in its sources"
    }
    static let noSourceFolderFix = "pass the folder to install into with --path"

    package var exitStatus: Int32 {
        switch self {
        case .unreadable: ExitStatus.ioError
        case .outsideSubset, .includeCycle: ExitStatus.dataError
        case .noSuchTarget, .noAppTarget, .severalAppTargets, .noSourceFolder: ExitStatus.findings
        }
    }

    package var diagnosticBody: Diagnostic {
        switch self {
        case .unreadable(let path, let reason):
            Diagnostic(
                severity: .error, code: "xcodegen-unreadable", message: Self.unreadableMessage(path, reason).text)
        case .outsideSubset(let failure):
            Diagnostic(
                severity: .error, code: "xcodegen-yaml", message: Self.subsetMessage(failure.reason).text,
                file: failure.file, line: failure.line, fix: Self.subsetFix)
        case .includeCycle(let file, _):
            Diagnostic(
                severity: .error, code: "xcodegen-include-cycle", message: Self.cycleMessage(file).text, file: file)
        case .noSuchTarget(let name, let spec, let available):
            Diagnostic(
                severity: .error, code: "target-not-found",
                message: Self.noSuchTargetMessage(name, spec, available.joined(separator: ", ")).text, file: spec,
                fix: Self.noSuchTargetFix)
        case .noAppTarget(let spec):
            Diagnostic(
                severity: .error, code: "no-app-target", message: Self.noAppTargetMessage(spec).text, file: spec,
                fix: Self.noAppTargetFix)
        case .severalAppTargets(let spec, let targets):
            Diagnostic(
                severity: .error, code: "target-ambiguous",
                message: Self.severalMessage(spec, targets.joined(separator: ", ")).text, file: spec,
                fix: Self.noSuchTargetFix)
        case .noSourceFolder(let target, let spec):
            Diagnostic(
                severity: .error, code: "no-source-folder", message: Self.noSourceFolderMessage(target).text,
                file: spec, fix: Self.noSourceFolderFix)
        }
    }
}
