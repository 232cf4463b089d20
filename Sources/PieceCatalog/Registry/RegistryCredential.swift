#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The headers that carry a registry's credential and the one origin they may go to: a request to
/// any other scheme, host or port (a redirect's included) is sent without them (`CredentialScope`).
/// Nothing here is ever printed: messages name a header, never its value.
struct RegistryCredential: Sendable {
    /// One header, as it is sent.
    struct Header: Sendable, Equatable {
        var name: String
        var value: String
    }

    var scope: CredentialScope
    /// In the order they are sent; no two with one name (ignoring case).
    var headers: [Header]

    /// The headers a request to `url` carries: all of them on the credential's origin, none elsewhere.
    func headers(for url: URL) -> [Header] { scope.covers(url) ? headers : [] }

    /// Whether `name` is one of the credential's headers (ignoring case).
    func carries(_ name: String) -> Bool { headers.contains { $0.name.lowercased() == name.lowercased() } }

    /// The request lines of `headers`, each ending with CRLF.
    static func lines(_ headers: [Header]) -> String {
        headers.map { "\($0.name): \($0.value)\r\n" }.joined()
    }
}
