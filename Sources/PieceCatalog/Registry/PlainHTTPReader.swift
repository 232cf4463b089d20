import PiecesSupport

/// Reads one HTTP/1.1 answer from the bytes as they arrive: the head (at most 64 KB), then a body
/// delimited by `Content-Length`, by `chunked` transfer coding or by the end of the connection.
///
/// Refused before a byte of body is kept: a head that is not HTTP, a declared length over the
/// limit, and any content or transfer coding other than `identity` and `chunked` (the request asked
/// for `identity`; a server that compresses anyway would make the body larger than it counts).
/// The body is counted as it arrives and refused one byte past the limit.
struct PlainHTTPReader {
    let maximumBytes: Int
    let url: String
    private(set) var status: Int?
    private(set) var headers: [String: String] = [:]
    private(set) var body: [UInt8] = []
    private(set) var isComplete = false

    private var pending: [UInt8] = []
    private var length: Int?
    private var chunked = false
    /// Bytes left of the current chunk; nil while a chunk-size line is awaited.
    private var chunkLeft: Int?

    init(maximumBytes: Int, url: String) {
        self.maximumBytes = maximumBytes
        self.url = url
    }

    mutating func take(_ bytes: [UInt8]) throws(RemoteRegistryError) {
        pending += bytes
        if status == nil {
            guard let end = pending.firstRange(of: Array("\r\n\r\n".utf8)) else {
                if pending.count > PlainHTTPFetcher.largestHead {
                    throw .unreachable(url: url, reason: PlainHTTPFetcher.badHeadReason)
                }
                return
            }
            try readHead(Array(pending[..<end.lowerBound]))
            pending.removeSubrange(..<end.upperBound)
        }
        if chunked {
            try readChunks()
        } else {
            try append(pending)
            pending = []
        }
        if let length, body.count >= length { isComplete = true }
    }

    /// The server closed the connection: fine when no length was promised, else the answer is cut.
    mutating func finishAtClose() throws(RemoteRegistryError) {
        guard status != nil, !chunked, length == nil else {
            throw .unreachable(
                url: url, reason: status == nil ? PlainHTTPFetcher.badHeadReason : PlainHTTPFetcher.closedReason)
        }
        isComplete = true
    }

    private mutating func readHead(_ head: [UInt8]) throws(RemoteRegistryError) {
        let lines = String(decoding: head, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let code = Int(parts[1]), (100...599).contains(code)
        else {
            throw .unreachable(url: url, reason: PlainHTTPFetcher.badHeadReason)
        }
        status = code
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingWhitespace()
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        for name in ["content-encoding", "transfer-encoding"] {
            let codings = (headers[name] ?? "").split(separator: ",").map {
                $0.trimmingWhitespace().lowercased()
            }
            if let refused = codings.first(where: {
                !$0.isEmpty && $0 != "identity" && !(name == "transfer-encoding" && $0 == "chunked")
            }) {
                throw .encodedAnswer(url: url, encoding: refused)
            }
            if name == "transfer-encoding", codings.contains("chunked") { chunked = true }
        }
        if !chunked, let declared = headers["content-length"] {
            guard let value = Int(declared), value >= 0 else {
                throw .unreachable(url: url, reason: PlainHTTPFetcher.badHeadReason)
            }
            if value > maximumBytes { throw .tooLarge(url: url, limit: maximumBytes) }
            length = value
        }
    }

    private mutating func append<S: Collection>(_ bytes: S) throws(RemoteRegistryError) where S.Element == UInt8 {
        if body.count + bytes.count > maximumBytes { throw .tooLarge(url: url, limit: maximumBytes) }
        body += bytes
    }

    /// Moves whole chunks (and parts of the current one) from `pending` into `body`.
    private mutating func readChunks() throws(RemoteRegistryError) {
        var offset = 0
        defer { pending.removeSubrange(..<offset) }
        while !isComplete {
            if let left = chunkLeft {
                if left == 0 {
                    // The CRLF closing a chunk's data.
                    guard pending.count - offset >= 2 else { return }
                    offset += 2
                    chunkLeft = nil
                    continue
                }
                let take = min(left, pending.count - offset)
                guard take > 0 else { return }
                try append(pending[offset..<(offset + take)])
                offset += take
                chunkLeft = left - take
                continue
            }
            guard let end = pending[offset...].firstRange(of: Array("\r\n".utf8)) else {
                if pending.count - offset > 1024 {
                    throw .unreachable(url: url, reason: PlainHTTPFetcher.badHeadReason)
                }
                return
            }
            let line = String(decoding: pending[offset..<end.lowerBound], as: UTF8.self)
            let sizeText = line.split(separator: ";").first.map { $0.trimmingWhitespace() } ?? ""
            guard let size = Int(sizeText, radix: 16), size >= 0 else {
                throw .unreachable(url: url, reason: PlainHTTPFetcher.badHeadReason)
            }
            offset = end.upperBound
            if size == 0 {
                isComplete = true
                return
            }
            if body.count + size > maximumBytes { throw .tooLarge(url: url, limit: maximumBytes) }
            chunkLeft = size
        }
    }
}
