import Dispatch
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `GET` over plain HTTP/1.1 on a socket of its own, for `http://` registries (this machine
/// or a private network).
///
/// Not `URLSession`: on Linux it hands the body to libcurl, which decodes any `Content-Encoding`
/// the server names (whatever was asked for) in one go before a delegate can stop it, so a 7 KB
/// `gzip, gzip` answer grew to gigabytes. Here the request asks for `identity` only, an answer
/// naming any other content or transfer coding but `chunked` is refused before its body is read,
/// and the body is counted as it arrives: past the limit the connection is closed.
struct PlainHTTPFetcher {
    var timeouts: RemoteRegistry.Timeouts
    var maximumBytes: Int
    /// The moment the whole fetch (with its redirects) must be done by.
    var deadline: DispatchTime
    /// The credential's headers to send (`Authorization` and any a namespace configures); empty for none.
    var headers: [RegistryCredential.Header] = []

    /// What came back: the status, the headers (names lowercased), the body.
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
    }

    /// The largest response head accepted.
    static let largestHead = 64 * 1024
    static let badHeadReason = "the server sent no valid HTTP answer"
    static let unknownHostReason = "the host name is unknown"
    static let refusedReason = "the host refused the connection"
    static let closedReason = "the connection was closed before a complete answer came"

    /// The answer to `GET url`, its body at most `maximumBytes`.
    func get(_ url: URL) throws(RemoteRegistryError) -> Answer {
        let text = url.absoluteString
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true), let host = components.host else {
            throw .unreachable(url: text, reason: Self.unknownHostReason)
        }
        let port = components.port ?? 80
        let socket = try PlainHTTPSocket.connect(host: host, port: port, url: text, until: waitLimit(url: text))
        defer { close(socket.descriptor) }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        let hostHeader = (host.contains(":") ? "[\(host)]" : host) + (components.port.map { ":\($0)" } ?? "")
        var request =
            """
            GET \(path) HTTP/1.1\r\nHost: \(hostHeader)\r\nAccept-Encoding: identity\r\nUser-Agent: \
            pieces\r\nConnection: close\r\n
            """
        request += RegistryCredential.lines(headers)
        request += "\r\n"
        try socket.send(
            Array(request.utf8), url: text, wait: { () throws(RemoteRegistryError) in try waitLimit(url: text) })
        var reader = PlainHTTPReader(maximumBytes: maximumBytes, url: text)
        while !reader.isComplete {
            let chunk = try socket.receive(
                url: text, wait: { () throws(RemoteRegistryError) in try waitLimit(url: text) })
            if chunk.isEmpty {
                try reader.finishAtClose()
                break
            }
            try reader.take(chunk)
        }
        return Answer(status: reader.status ?? 0, headers: reader.headers, body: reader.body)
    }

    /// Milliseconds the next wait may take: the request timeout, or what is left of the deadline.
    /// Throws once the deadline has passed.
    private func waitLimit(url: String) throws(RemoteRegistryError) -> (milliseconds: Int32, seconds: Double) {
        let now = DispatchTime.now().uptimeNanoseconds
        guard deadline.uptimeNanoseconds > now else { throw .timedOut(url: url, seconds: timeouts.resource) }
        let left = Double(deadline.uptimeNanoseconds - now) / 1e6
        if left < timeouts.request * 1000 { return (Int32(max(left, 1)), timeouts.resource) }
        return (Int32(timeouts.request * 1000), timeouts.request)
    }
}

/// A connected, non-blocking TCP socket that waits with `poll`, never past the caller's limit.
struct PlainHTTPSocket {
    let descriptor: Int32
    typealias Wait = () throws(RemoteRegistryError) -> (milliseconds: Int32, seconds: Double)

    /// A socket connected to `host`:`port`, trying each address the name resolves to.
    static func connect(host: String, port: Int, url: String, until limit: (milliseconds: Int32, seconds: Double))
        throws(RemoteRegistryError) -> PlainHTTPSocket
    {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw .unreachable(url: url, reason: PlainHTTPFetcher.unknownHostReason)
        }
        defer { freeaddrinfo(list) }
        var entry: UnsafeMutablePointer<addrinfo>? = first
        var timedOut = false
        while let address = entry {
            entry = address.pointee.ai_next
            let descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            guard descriptor >= 0 else { continue }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            #if canImport(Darwin)
                var on: Int32 = 1
                setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            #endif
            if systemConnect(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0
                || errno == EINPROGRESS
            {
                var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                let ready = poll(&poller, 1, limit.milliseconds)
                var failure: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                if ready > 0, getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length) == 0, failure == 0 {
                    return PlainHTTPSocket(descriptor: descriptor)
                }
                if ready == 0 { timedOut = true }
            }
            close(descriptor)
        }
        if timedOut { throw .timedOut(url: url, seconds: limit.seconds) }
        throw .unreachable(url: url, reason: PlainHTTPFetcher.refusedReason)
    }

    func send(_ bytes: [UInt8], url: String, wait: Wait) throws(RemoteRegistryError) {
        var offset = 0
        while offset < bytes.count {
            try waitFor(Int16(POLLOUT), url: url, wait: wait)
            #if canImport(Glibc)
                let sent = bytes[offset...].withUnsafeBytes {
                    Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
            #else
                let sent = bytes[offset...].withUnsafeBytes { Darwin.send(descriptor, $0.baseAddress, $0.count, 0) }
            #endif
            if sent < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw .unreachable(url: url, reason: PlainHTTPFetcher.closedReason)
            }
            offset += sent
        }
    }

    /// The next bytes; empty when the server closed the connection.
    func receive(url: String, wait: Wait) throws(RemoteRegistryError) -> [UInt8] {
        while true {
            try waitFor(Int16(POLLIN), url: url, wait: wait)
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw .unreachable(url: url, reason: PlainHTTPFetcher.closedReason)
            }
            return Array(buffer.prefix(count))
        }
    }

    private func waitFor(_ events: Int16, url: String, wait: Wait) throws(RemoteRegistryError) {
        let limit = try wait()
        var poller = pollfd(fd: descriptor, events: events, revents: 0)
        let ready = poll(&poller, 1, limit.milliseconds)
        if ready == 0 { throw .timedOut(url: url, seconds: limit.seconds) }
        if ready < 0, errno != EINTR { throw .unreachable(url: url, reason: SystemReason.text()) }
    }
}

#if canImport(Glibc)
    private func systemConnect(_ socket: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> Int32 {
        Glibc.connect(socket, address, length)
    }
#else
    private func systemConnect(_ socket: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> Int32 {
        Darwin.connect(socket, address, length)
    }
#endif
