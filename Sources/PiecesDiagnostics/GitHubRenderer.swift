/// Renders diagnostics as GitHub Actions workflow commands, which a run shows as annotations.
///
/// `::error file=F,line=L,col=C,title=CODE::message%0Afix`, with `::warning` for warnings and
/// `::notice` for notes. Properties that are unknown are left out. The message is the command's
/// data and the properties are its parameters, each escaped the way the runner unescapes them;
/// the detail is left out because an annotation is a short note on a line.
package struct GitHubRenderer: FormatRenderer {
    /// Creates the renderer.
    package init() {}

    package func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func render(_ diagnostic: Diagnostic) -> String {
        var properties: [(String, String)] = []
        if let file = diagnostic.file {
            properties.append(("file", file))
            if let line = diagnostic.line {
                properties.append(("line", String(line)))
                if let column = diagnostic.column { properties.append(("col", String(column))) }
            }
        }
        if !diagnostic.code.isEmpty { properties.append(("title", diagnostic.code)) }

        var command = "::" + Self.command(for: diagnostic.severity)
        if !properties.isEmpty {
            command +=
                " "
                + properties
                .map { name, value in name + "=" + Self.escapeProperty(value) }
                .joined(separator: ",")
        }
        var data = diagnostic.message
        if let fix = diagnostic.fix { data += "\n" + fix }
        return command + "::" + Self.escapeData(data) + "\n"
    }

    private static func command(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// Escapes a command's data: `%` first, so the escapes it adds are not escaped again.
    static func escapeData(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Escapes a command's parameter value, where `:` and `,` would end the value early.
    static func escapeProperty(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": escaped += "%3A"
            case ",": escaped += "%2C"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
