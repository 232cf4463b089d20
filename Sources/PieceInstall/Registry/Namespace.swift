import MotionEngine
import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A registry namespace as `pieces.json` declares it, shadcn style:
///
/// ```json
/// "registries": {
///   "@acme": { "url": "https://acme.example/r/{name}.json", "headers": { "Authorization": "Bearer ${ACME_TOKEN}" } }
/// }
/// ```
///
/// `pieces add @acme/Button` fetches `https://acme.example/r/Button.json` (a registry item) and
/// the items it depends on. Any header may be configured (`X-API-Key` as well as `Authorization`)
/// but those the transport writes itself (`HeaderCheck.reserved`). `${VAR}` in a header is read
/// from the environment when the request is made; the headers go only to the URL's own origin and
/// never into the lock or any message.
package struct Namespace: Codable, Equatable, Sendable {
    package var url: String
    package var headers: [String: String]?

    package init(url: String, headers: [String: String]? = nil) {
        self.url = url
        self.headers = headers
    }

    /// Why a namespace cannot be used.
    package enum ConfigError: DiagnosticConvertible, Equatable {
        case unknown(namespace: String, from: String)
        case mixed(names: [String])
        case template(namespace: String, url: String)
        case header(namespace: String, name: String, problem: HeaderCheck.Refusal)
        case variable(namespace: String, variable: String)

        static func unknownMessage(_ namespace: String) -> Message {
            "no registry '\(namespace)': no pieces.json at or above this folder declares it under \"registries\""
        }
        static func unknownFix(_ namespace: String) -> Message {
            "add \"registries\": {\"\(namespace)\": {\"url\": \"https://host/r/{name}.json\"}} to pieces.json"
        }
        static func mixedMessage(_ names: String) -> Message {
            "\(names): one add reads one registry, and these name several (or --registry as well)"
        }
        static let mixedFix: Message = "run one pieces add per namespace"
        static func templateMessage(_ namespace: String, _ url: String) -> Message {
            "the url of '\(namespace)' (\(url)) has no '{name}' in its last path component"
        }
        static let templateFix: Message = "write it like \"https://host/r/{name}.json\""
        static func headerMessage(_ namespace: String, _ name: String, _ problem: HeaderCheck.Refusal) -> Message {
            "the header '\(name)' of '\(namespace)' \(problem.reason)"
        }
        static func variableMessage(_ namespace: String, _ variable: String) -> Message {
            "the headers of '\(namespace)' use ${\(variable)}, which is not set"
        }
        static func variableFix(_ variable: String) -> Message { "export \(variable) before running pieces" }

        /// 66 for a namespace nobody declared, 64 for names of several registries, 1 for a bad declaration.
        package var diagnostic: Diagnostic {
            switch self {
            case .unknown(let namespace, _):
                .error(
                    "registry-not-found", Self.unknownMessage(namespace), fix: Self.unknownFix(namespace),
                    status: ExitStatus.noInput)
            case .mixed(let names):
                .error(
                    "usage", Self.mixedMessage(names.joined(separator: ", ")), fix: Self.mixedFix,
                    status: ExitStatus.usage)
            case .template(let namespace, let url):
                .error(
                    "config-invalid", Self.templateMessage(namespace, url), fix: Self.templateFix,
                    status: ExitStatus.findings)
            case .header(let namespace, let name, let problem):
                .error(
                    "config-invalid", Self.headerMessage(namespace, name, problem), fix: problem.fix,
                    status: ExitStatus.findings)
            case .variable(let namespace, let variable):
                .error(
                    "config-invalid", Self.variableMessage(namespace, variable), fix: Self.variableFix(variable),
                    status: ExitStatus.findings)
            }
        }
    }

    /// Whether `spelling` is a namespace: `@` and a name, no `/`.
    package static func isNamespace(_ spelling: String) -> Bool {
        spelling.count > 1 && spelling.hasPrefix("@") && !spelling.contains("/")
    }

    /// The namespace of `@acme/Button`, nil for a plain name.
    package static func prefix(of name: String) -> String? {
        guard name.hasPrefix("@"), let slash = name.firstIndex(of: "/") else { return nil }
        let space = String(name[..<slash])
        return isNamespace(space) && name.index(after: slash) < name.endIndex ? space : nil
    }

    /// The registry-item source this namespace is, asked for `names`.
    func source(named namespace: String, names: [String]) throws(DiagnosticError) -> any RegistryFileSource {
        guard let brace = url.firstRange(ofBytes: "{name}"), let slash = url[..<brace.lowerBound].lastIndex(of: "/"),
            !url[brace.upperBound...].contains("/")
        else {
            throw DiagnosticError(ConfigError.template(namespace: namespace, url: url))
        }
        var transport: RemoteRegistry
        do { transport = try RemoteRegistry(string: String(url[...slash])) } catch { throw DiagnosticError(error) }
        do {
            transport.configuredHeaders = try HeaderCheck.headers(headers ?? [:], namespace: namespace) {
                (value: String) throws(ConfigError) in
                try Self.expand(value, namespace: namespace, variable: RemoteRegistry.runSettings.variable)
            }
        } catch { throw DiagnosticError(error) }
        return ItemRegistry(
            namespace: namespace, transport: transport, template: String(url[url.index(after: slash)...]), names: names)
    }

    /// `value` with each `${VAR}` replaced by the environment's value, as `variable` reads it.
    static func expand(_ value: String, namespace: String, variable read: (String) -> String?) throws(ConfigError)
        -> String
    {
        var result = ""
        var rest = Substring(value)
        while let open = rest.firstRange(ofBytes: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            result += rest[..<open.lowerBound]
            let variable = String(rest[open.upperBound..<close])
            guard let found = read(variable), !found.isEmpty else {
                throw .variable(namespace: namespace, variable: variable)
            }
            result += found
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
