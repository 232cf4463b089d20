import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a served registry lives: a checked base URL, and the URL of each document below it.
struct RemoteLocation: Sendable, Equatable {
    /// The base URL, its path ending in `/`, without user name or password: it is what the lock
    /// and every message show.
    let base: URL
    /// `user:password` from the address as typed (percent-decoded), sent as HTTP basic
    /// authentication to the registry's host only, and never stored.
    let userInfo: String?

    static let schemeReason = "only https:// and http:// registries are supported"
    static let hostReason = "the URL names no host"
    static let insecureReason =
        "plain http is only used for this machine and private networks, where no one else can alter the answer"
    static let queryReason = "a registry's URL has no query or fragment"

    /// Checks `url`: `https`, or `http` to a loopback or private-network host; no query or fragment.
    init(_ url: URL) throws(RemoteRegistryError) {
        let text = url.absoluteString
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http"
        else {
            throw .unsupportedURL(url: text, reason: Self.schemeReason)
        }
        guard let host = components.host, !host.isEmpty else {
            throw .unsupportedURL(url: text, reason: Self.hostReason)
        }
        guard scheme == "https" || Self.isPrivate(host: host) else {
            throw .unsupportedURL(url: text, reason: Self.insecureReason)
        }
        guard components.query == nil, components.fragment == nil else {
            throw .unsupportedURL(url: text, reason: Self.queryReason)
        }
        components.scheme = scheme
        userInfo = components.user.map { user in user + ":" + (components.password ?? "") }
        components.user = nil
        components.password = nil
        if !components.percentEncodedPath.hasSuffix("/") { components.percentEncodedPath += "/" }
        guard let normalized = components.url else { throw .unsupportedURL(url: text, reason: Self.schemeReason) }
        base = normalized
    }

    /// The URL of `relativePath` (`/`-separated) below the base, each component percent-encoded,
    /// so a name can never add a query, a fragment or another folder level.
    func url(for relativePath: String) -> URL {
        let encoded = relativePath.split(separator: "/", omittingEmptySubsequences: false).map(Self.percentEncoded)
        var components = URLComponents(url: base, resolvingAgainstBaseURL: true)!
        components.percentEncodedPath += encoded.joined(separator: "/")
        return components.url!
    }

    /// `component` with every byte of its UTF-8 but RFC 3986's unreserved characters (letters, digits,
    /// `-._~`) written as `%XX`, upper-case hex as the RFC recommends.
    static func percentEncoded(_ component: Substring) -> String {
        var encoded = ""
        for byte in component.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true)
                    + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return encoded
    }

    /// Whether `host` is this machine, an address of a private network (RFC 1918, RFC 4193), a
    /// link-local address, or a `.local` name.
    static func isPrivate(host: String) -> Bool {
        let host = host.lowercased().trimmed(of: "[]")
        if host == "localhost" || host.hasSuffix(".localhost") || host.hasSuffix(".local") { return true }
        if host.contains(":") {
            if host == "::1" { return true }
            // fc00::/7 (unique local) and fe80::/10 (link-local), read from the first group.
            let group = host.split(separator: ":", omittingEmptySubsequences: false)[0]
            guard group.count == 4, let value = UInt16(group, radix: 16) else { return false }
            return value & 0xFE00 == 0xFC00 || value & 0xFFC0 == 0xFE80
        }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        let octets = parts.compactMap { UInt8($0) }
        guard parts.count == 4, octets.count == 4 else { return false }
        switch (octets[0], octets[1]) {
        case (127, _), (10, _), (192, 168), (169, 254): return true
        case (172, 16...31): return true
        default: return false
        }
    }
}
