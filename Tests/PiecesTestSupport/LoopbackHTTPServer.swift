import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small real HTTP/1.1 server on 127.0.0.1 with an ephemeral port, for testing clients against
/// real sockets: it serves a dictionary of routes, and each route can misbehave on purpose.
///
/// Every connection is answered once and closed (`Connection: close`). The server stops when
/// released or on `stop()`, which waits for its threads, so none outlives the test.
package final class LoopbackHTTPServer: Sendable {
    /// How a route answers.
    package enum Behaviour: Sendable, Equatable {
        /// The status, headers and body, at once.
        case normal
        /// Reads the request, then holds the connection open without a byte, until the client gives up.
        case neverAnswer
        /// Reads the request, then closes the connection without answering.
        case closeImmediately
        /// Answers with bytes that are not HTTP.
        case garbage
        /// Answers 200 with `bytes` bytes of body, declaring the length in a header or not.
        case hugeBody(bytes: Int, declaresLength: Bool)
        /// Sends the normal answer one byte every `interval` seconds.
        case slowDrip(interval: Double)
        /// Sends `body` as the whole answer, status line and headers included, as it is.
        case raw
    }

    /// What the server answers for one path.
    package struct Route: Sendable {
        package var status: Int = 200
        package var headers: [String: String] = [:]
        package var body: [UInt8] = []
        package var behaviour: Behaviour = .normal

        package init(
            status: Int = 200, headers: [String: String] = [:], body: [UInt8] = [], behaviour: Behaviour = .normal
        ) {
            self.status = status
            self.headers = headers
            self.body = body
            self.behaviour = behaviour
        }

        /// 200 with `body`.
        package static func ok(_ body: [UInt8], contentType: String = "application/json") -> Route {
            Route(headers: ["Content-Type": contentType], body: body)
        }

        /// 200 with the UTF-8 of `text`.
        package static func ok(_ text: String, contentType: String = "application/json") -> Route {
            ok(Array(text.utf8), contentType: contentType)
        }

        /// A route that answers with `behaviour`, 200 and `body` where it answers at all.
        package static func hostile(_ behaviour: Behaviour, body: [UInt8] = Array("{}".utf8)) -> Route {
            Route(body: body, behaviour: behaviour)
        }
    }

    /// The port the server listens on.
    package let port: UInt16
    private let core: LoopbackServerCore

    /// Starts listening on 127.0.0.1 at a port the system picks. `routes` are keyed by path with
    /// a leading `/` (`/index.json`); other paths answer 404.
    package init(routes: [String: Route] = [:]) throws {
        let (socket, port) = try LoopbackServerCore.listeningSocket()
        self.port = port
        core = LoopbackServerCore(listener: socket, routes: routes)
        core.start()
    }

    deinit { core.stop() }

    /// `http://127.0.0.1:<port>/`.
    package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// The route for `path` (with a leading `/`), changeable while the server runs.
    package subscript(path: String) -> Route? {
        get { core.route(path) }
        set { core.setRoute(path, newValue) }
    }

    /// The paths requested so far, in the order the requests arrived.
    package var requestedPaths: [String] { core.requestedPaths }

    /// The heads of the requests so far (request line and headers), in the order they arrived.
    package var requestHeads: [String] { core.requestHeads }

    /// Stops accepting, closes every connection and waits for the server's threads to end.
    package func stop() { core.stop() }
}

/// Why the test server could not start.
package struct LoopbackServerError: Error, CustomStringConvertible {
    package var call: String
    package var code: Int32
    package var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
}

/// The server's state, shared with its threads (the server itself is not, so releasing it stops them).
package final class LoopbackServerCore: @unchecked Sendable {
    /// How often blocked threads look at the stop flag, in milliseconds.
    package static let pollMilliseconds: Int32 = 20
    package static let largestRequest = 64 * 1024

    private let listener: Int32
    private let lock = NSLock()
    private var routes: [String: LoopbackHTTPServer.Route]
    private var requests: [String] = []
    private var heads: [String] = []
    private var stopping = false
    private let threads = DispatchGroup()

    package init(listener: Int32, routes: [String: LoopbackHTTPServer.Route]) {
        self.listener = listener
        self.routes = routes
    }

    package var isStopping: Bool { lock.withLock { stopping } }
    package var requestedPaths: [String] { lock.withLock { requests } }
    package var requestHeads: [String] { lock.withLock { heads } }
    package func route(_ path: String) -> LoopbackHTTPServer.Route? { lock.withLock { routes[path] } }
    package func setRoute(_ path: String, _ route: LoopbackHTTPServer.Route?) { lock.withLock { routes[path] = route } }

    package func start() {
        threads.enter()
        Thread.detachNewThread { [self] in
            acceptLoop()
            threads.leave()
        }
    }

    package func stop() {
        let first = lock.withLock {
            defer { stopping = true }
            return !stopping
        }
        guard first else { return }
        // Every thread polls the flag every few milliseconds; the bound only guards a wedged one.
        _ = threads.wait(timeout: .now() + 5)
    }

    private func acceptLoop() {
        defer { close(listener) }
        while !isStopping {
            guard Self.waitReadable(listener) else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            threads.enter()
            Thread.detachNewThread { [self] in
                serve(connection)
                threads.leave()
            }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        LoopbackWire.preventSIGPIPE(connection)
        guard let path = readRequestPath(connection) else { return }
        let route =
            lock.withLock {
                requests.append(path)
                return routes[path]
            }
            ?? LoopbackHTTPServer.Route(
                status: 404, headers: ["Content-Type": "text/plain"], body: Array("not found\n".utf8))
        let wire = LoopbackWire(socket: connection, isStopping: { [self] in isStopping })
        switch route.behaviour {
        case .normal: wire.send(LoopbackWire.response(route))
        case .neverAnswer: wire.holdUntilClosed()
        case .closeImmediately: return
        case .garbage: wire.send(Array("\u{0}\u{1}\u{FF}garbage, not HTTP at all\r\n\r\n".utf8) + [0xFF, 0xFE, 0x00])
        case .hugeBody(let bytes, let declaresLength): wire.sendHuge(bytes: bytes, declaresLength: declaresLength)
        case .slowDrip(let interval): wire.drip(LoopbackWire.response(route), interval: interval)
        case .raw: wire.send(route.body)
        }
    }

    /// The path of the request line, after reading the whole head; nil when the client went away.
    private func readRequestPath(_ connection: Int32) -> String? {
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !isStopping, head.count < Self.largestRequest {
            guard Self.waitReadable(connection) else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            head += buffer[0..<count]
            guard let end = head.firstRange(of: Array("\r\n\r\n".utf8)) else { continue }
            let text = String(decoding: head[..<end.lowerBound], as: UTF8.self)
            lock.withLock { heads.append(text) }
            let line = text.split(separator: "\r\n").first ?? ""
            let parts = line.split(separator: " ")
            return parts.count >= 2 ? String(parts[1]) : nil
        }
        return nil
    }

    /// Whether `socket` became readable within one poll interval.
    package static func waitReadable(_ socket: Int32) -> Bool {
        var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, pollMilliseconds) > 0
    }

    /// A socket listening on 127.0.0.1 at an ephemeral port, and the port.
    package static func listeningSocket() throws -> (Int32, UInt16) {
        #if canImport(Glibc)
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw LoopbackServerError(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && getsockname(socket, address, &length) == 0
            }
        }
        guard bound, listen(socket, 32) == 0 else {
            let code = errno
            close(socket)
            throw LoopbackServerError(call: "bind/listen", code: code)
        }
        return (socket, UInt16(bigEndian: address.sin_port))
    }
}

/// Writing to one connection without ever blocking past the stop flag or raising SIGPIPE.
package struct LoopbackWire {
    package let socket: Int32
    package let isStopping: @Sendable () -> Bool

    package static let reasons = [200: "OK", 301: "Moved Permanently", 404: "Not Found", 500: "Internal Server Error"]
    package static let chunkSize = 64 * 1024

    /// The whole answer of `route`: status line, headers, `Content-Length`, `Connection: close`, body.
    package static func response(_ route: LoopbackHTTPServer.Route) -> [UInt8] {
        head(status: route.status, headers: route.headers, length: route.body.count) + route.body
    }

    package static func head(status: Int, headers: [String: String], length: Int?) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(reasons[status] ?? "Status")\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        if let length { text += "Content-Length: \(length)\r\n" }
        text += "Connection: close\r\n\r\n"
        return Array(text.utf8)
    }

    package static func preventSIGPIPE(_ socket: Int32) {
        #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Sends every byte; false once the client has gone or the server stops.
    @discardableResult
    package func send(_ bytes: [UInt8]) -> Bool {
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)
        #else
            let flags = Int32(MSG_DONTWAIT)
        #endif
        var offset = 0
        while offset < bytes.count {
            if isStopping() { return false }
            var entry = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
            guard poll(&entry, 1, LoopbackServerCore.pollMilliseconds) > 0 else { continue }
            let sent = bytes[offset...].withUnsafeBytes { Self.systemSend(socket, $0.baseAddress, $0.count, flags) }
            if sent < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    /// The C library's `send`, which the method above hides.
    private static func systemSend(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
        #if canImport(Glibc)
            Glibc.send(socket, bytes, count, flags)
        #else
            Darwin.send(socket, bytes, count, flags)
        #endif
    }

    /// Keeps the connection open, reading and discarding, until the client closes it.
    package func holdUntilClosed() {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !isStopping() {
            guard LoopbackServerCore.waitReadable(socket) else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return }
        }
    }

    /// A 200 answer whose body is `bytes` bytes of `x`, sent until done or refused.
    package func sendHuge(bytes: Int, declaresLength: Bool) {
        let head = Self.head(
            status: 200, headers: ["Content-Type": "application/json"], length: declaresLength ? bytes : nil)
        guard send(head) else { return }
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: Self.chunkSize)
        var remaining = bytes
        while remaining > 0, send(Array(chunk.prefix(remaining))) { remaining -= min(remaining, chunk.count) }
    }

    /// Sends `bytes` one at a time, `interval` seconds apart.
    package func drip(_ bytes: [UInt8], interval: Double) {
        for byte in bytes {
            guard send([byte]) else { return }
            let until = Date().addingTimeInterval(interval)
            while Date() < until {
                if isStopping() { return }
                usleep(UInt32(LoopbackServerCore.pollMilliseconds) * 1000)
            }
        }
    }
}
