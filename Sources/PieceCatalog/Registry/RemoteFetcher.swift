import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Fetches one document synchronously, for the engine's synchronous `RegistryFileSource` API.
///
/// Plain http goes over a socket of our own (`PlainHTTPFetcher`). https goes through URLSession on
/// macOS (`RemoteSessionFetcher`) and through libcurl, opened only then, on Linux (`CurlFetcher`):
/// there URLSession would mean linking FoundationNetworking, whose libraries every start of the tool
/// would load. Either way an answer is counted as it arrives and cut off past the limit.
struct RemoteFetcher: Sendable {
    var timeouts: RemoteRegistry.Timeouts
    var maximumBytes: Int
    /// The credential's headers and the origin they may be sent to (never to another one).
    var credential: RegistryCredential? = nil

    /// How many redirects a plain-http fetch follows.
    static let maximumRedirects = 5

    /// The body of a 200 answer to a GET of `url`.
    func fetch(_ url: URL) throws(RemoteRegistryError) -> [UInt8] {
        #if canImport(Darwin)
            if url.scheme?.lowercased() == "https" { return try session.fetch(url) }
        #endif
        return try follow(url)
    }

    /// A fetch one answer at a time, following redirects itself: from plain http only to https or to
    /// plain http on this machine or a private network (a private registry sending the client to a
    /// public plain-http host would let anyone on the way alter the answer), from https only to https.
    private func follow(_ first: URL) throws(RemoteRegistryError) -> [UInt8] {
        let deadline = DispatchTime.now() + timeouts.resource
        var url = first
        for _ in 0...Self.maximumRedirects {
            let answer = try get(url, headers: credential?.headers(for: url) ?? [], deadline: deadline)
            guard (300...399).contains(answer.status), answer.status != 304, let location = answer.headers["location"]
            else {
                guard answer.status == 200 else { throw .httpStatus(url: url.absoluteString, status: answer.status) }
                return answer.body
            }
            guard let next = URL(string: location, relativeTo: url)?.absoluteURL else {
                throw .httpStatus(url: url.absoluteString, status: answer.status)
            }
            guard Self.mayFollow(from: url, to: next) else {
                throw .redirectRefused(url: url.absoluteString, target: next.absoluteString)
            }
            #if canImport(Darwin)
                if next.scheme?.lowercased() == "https" { return try session.fetch(next) }
            #endif
            url = next
        }
        throw .unreachable(url: first.absoluteString, reason: Self.redirectLoopReason)
    }

    /// One answer to `GET url`: over our own socket for http, through libcurl for https (on Linux).
    private func get(_ url: URL, headers: [RegistryCredential.Header], deadline: DispatchTime)
        throws(RemoteRegistryError)
        -> PlainHTTPFetcher.Answer
    {
        #if !canImport(Darwin)
            if url.scheme?.lowercased() == "https" {
                let fetcher = CurlFetcher(
                    timeouts: timeouts, maximumBytes: maximumBytes, deadline: deadline, headers: headers)
                return try fetcher.get(url)
            }
        #endif
        let fetcher = PlainHTTPFetcher(
            timeouts: timeouts, maximumBytes: maximumBytes, deadline: deadline, headers: headers)
        return try fetcher.get(url)
    }

    static let redirectLoopReason = "the server redirects in a loop"

    /// Whether an answer from `source` may send the client to `target`: https only to https; plain
    /// http to https, or to plain http on this machine or a private network.
    static func mayFollow(from source: URL, to target: URL) -> Bool {
        switch target.scheme?.lowercased() {
        case "https": return target.host != nil
        case "http":
            guard source.scheme?.lowercased() == "http" else { return false }
            return target.host.map(RemoteLocation.isPrivate(host:)) ?? false
        default: return false
        }
    }

    #if canImport(Darwin)
        private var session: RemoteSessionFetcher {
            RemoteSessionFetcher(timeouts: timeouts, maximumBytes: maximumBytes, credential: credential)
        }
    #endif
}
