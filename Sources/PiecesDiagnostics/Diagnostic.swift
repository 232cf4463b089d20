import PiecesSupport

/// One problem (or remark) the tool reports about the user's files.
///
/// A diagnostic is plain data: the renderers in this folder turn a list of them into text for a
/// terminal, Xcode's build log, GitHub Actions annotations or JSON (`json`, the one JSON shape).
package struct Diagnostic: Sendable, Equatable {
    /// How serious the diagnostic is.
    package enum Severity: String, Sendable, CaseIterable {
        /// Something is wrong and the command fails.
        case error
        /// Something looks wrong but the command still succeeds.
        case warning
        /// Extra information, usually attached to an error or warning before it.
        case note
    }

    /// How serious the diagnostic is.
    package var severity: Severity
    /// A stable identifier for the kind of problem, such as `block-stale`, for scripts and docs.
    package var code: String
    /// What is wrong, in one sentence; a trailing period is not needed.
    package var message: String
    /// The file concerned, as the user gave it or relative to the working directory.
    package var file: String?
    /// The 1-based line in `file`.
    package var line: Int?
    /// The 1-based column in `line`.
    package var column: Int?
    /// How to fix the problem, in one sentence.
    package var fix: String?
    /// Multi-line extra information, such as a unified diff of the change a fix would make.
    package var detail: String?
    /// The exit status an error asks for (`ExitStatus`), set by the error it was made from
    /// (`DiagnosticConvertible`); nil means by severity: 1 for an error, 0 otherwise. Not rendered.
    package var status: Int32?

    /// Creates a diagnostic; only the severity, code and message are required.
    package init(
        severity: Severity,
        code: String,
        message: String,
        file: String? = nil,
        line: Int? = nil,
        column: Int? = nil,
        fix: String? = nil,
        detail: String? = nil,
        status: Int32? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.fix = fix
        self.detail = detail
        self.status = status
    }

    /// Creates a diagnostic from typed messages (`Message`), the way emitters write their wording.
    package init(
        severity: Severity, code: String, message: Message, file: String? = nil, line: Int? = nil,
        column: Int? = nil, fix: Message? = nil, detail: String? = nil, status: Int32? = nil
    ) {
        self.init(
            severity: severity, code: code, message: message.text, file: file, line: line, column: column,
            fix: fix?.text, detail: detail, status: status)
    }

    /// Equal when they report the same thing; `status` is how the tool exits, not what it says.
    package static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.severity == rhs.severity && lhs.code == rhs.code && lhs.message == rhs.message && lhs.file == rhs.file
            && lhs.line == rhs.line && lhs.column == rhs.column && lhs.fix == rhs.fix && lhs.detail == rhs.detail
    }
}

extension Diagnostic {
    /// `file:line:column` with the parts that are known, or nil without a file.
    ///
    /// A column without a line means nothing to an editor, so it is dropped, and a line without a
    /// file likewise.
    var location: String? {
        guard let file else { return nil }
        guard let line else { return file }
        guard let column else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }
}

extension Diagnostic {
    /// An error that ends a command with `status` (`ExitStatus`): one case of an error's
    /// `diagnostic` switch, written from its named messages.
    package static func error(
        _ code: String, _ message: Message, file: String? = nil, line: Int? = nil, column: Int? = nil,
        fix: Message? = nil, status: Int32
    ) -> Diagnostic {
        Diagnostic(
            severity: .error, code: code, message: message.text, file: file, line: line, column: column,
            fix: fix?.text, status: status)
    }

    /// A finding at `position` (an error unless `severity` says otherwise) that a command reports
    /// and goes on: one case of a finding's `diagnostic` switch. It carries no status: an error
    /// among them ends the command with 1.
    package static func finding(
        _ code: String, _ message: Message, at position: SourcePosition, fix: Message? = nil,
        severity: Severity = .error
    ) -> Diagnostic {
        Diagnostic(
            severity: severity, code: code, message: message.text, file: position.file, line: position.line,
            column: position.column, fix: fix?.text)
    }
}
