import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a credential may be sent: one origin, its scheme, host and port compared exactly.
///
/// A credential goes only to the origin it was given for. A redirect to another scheme, host or
/// port (even `localhost:8080` to `localhost:9090`) drops it, as browsers and curl do since
/// CVE-2022-27776. A token from the environment (`PIECES_REGISTRY_TOKEN`) has no origin of its
/// own: it is sent only to the origins `PIECES_REGISTRY_TOKEN_HOST` names, never to whatever host a
/// cloned repository's `pieces.json` or `pieces.lock` points at. The registry code (and anything
/// that sends configured headers) asks `covers(_:)` before every request.
package struct CredentialScope: Sendable, Hashable, CustomStringConvertible {
    /// `http` or `https`, lowercased.
    package var scheme: String
    /// The host, lowercased.
    package var host: String
    /// The port, the scheme's default when the URL names none.
    package var port: Int

    /// The environment variable holding a bearer token.
    package static let tokenVariable = "PIECES_REGISTRY_TOKEN"
    /// The environment variable naming the origins the token may go to.
    package static let tokenHostVariable = "PIECES_REGISTRY_TOKEN_HOST"

    /// The origin of `url`, or nil when it has no host or is not http(s).
    package init?(url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty,
            let port = url.port ?? Self.defaultPort(of: scheme)
        else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = port
    }

    /// Whether a request to `url` may carry this origin's credential.
    package func covers(_ url: URL) -> Bool { CredentialScope(url: url) == self }

    package var description: String { "\(scheme)://\(host):\(port)" }

    static func defaultPort(of scheme: String) -> Int? {
        switch scheme {
        case "https": 443
        case "http": 80
        default: nil
        }
    }

    /// The origins `PIECES_REGISTRY_TOKEN_HOST` names: comma-separated `host`, `host:port` or
    /// `scheme://host[:port]`. Without a scheme, `https` (on 443 or the port given) and, for a
    /// host on this machine or a private network, plain `http` on that port too.
    package static func configured(_ value: String?) -> Set<CredentialScope> {
        guard let value else { return [] }
        var result = Set<CredentialScope>()
        for item in value.split(separator: ",") {
            let text = item.trimmingWhitespace()
            guard !text.isEmpty else { continue }
            if text.contains("://") {
                if let url = URL(string: text), let scope = CredentialScope(url: url) { result.insert(scope) }
                continue
            }
            for scheme in ["https", "http"] {
                if let url = URL(string: scheme + "://" + text), let scope = CredentialScope(url: url),
                    scheme == "https" || RemoteLocation.isPrivate(host: scope.host)
                {
                    result.insert(scope)
                }
            }
        }
        return result
    }

    /// The `Authorization` value of the environment's bearer token for `url`, when the user named
    /// the url's origin in `PIECES_REGISTRY_TOKEN_HOST`; nil otherwise. `variable` reads one
    /// environment variable.
    package static func environmentToken(for url: URL, variable: (String) -> String?) -> String? {
        guard let token = variable(tokenVariable), !token.isEmpty, let scope = CredentialScope(url: url),
            configured(variable(tokenHostVariable)).contains(scope)
        else { return nil }
        return "Bearer " + token
    }
}
