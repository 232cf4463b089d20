#if !canImport(Darwin)
    import Dispatch
    import FoundationEssentials
    import PiecesSupport

    /// One `GET` through libcurl (`CurlLibrary`), for `https://` registries on Linux, with the rules of
    /// `PlainHTTPFetcher`: redirects are answers (the caller decides whether to follow them), only
    /// `identity` is asked for and an answer naming any other content coding is refused before its body
    /// is kept (libcurl decodes nothing unless asked to), and the body is counted as it arrives.
    struct CurlFetcher {
        var timeouts: RemoteRegistry.Timeouts
        var maximumBytes: Int
        /// The moment the whole fetch (with its redirects) must be done by.
        var deadline: DispatchTime
        /// The credential's headers to send (`Authorization` and any a namespace configures); empty for none.
        var headers: [RegistryCredential.Header] = []

        /// The answer to `GET url`, its body at most `maximumBytes`.
        func get(_ url: URL) throws(RemoteRegistryError) -> PlainHTTPFetcher.Answer {
            let text = url.absoluteString
            guard let curl = CurlLibrary.shared else {
                throw .unreachable(url: text, reason: CurlLibrary.missingReason)
            }
            guard let handle = curl.easyInit() else { throw .unreachable(url: text, reason: curl.reason(2)) }
            defer { curl.easyCleanup(handle) }
            var headerList: OpaquePointer?
            let lines = ["Accept-Encoding: identity", "User-Agent: pieces"] + headers.map { "\($0.name): \($0.value)" }
            for header in lines {
                headerList = header.withCString { curl.listAppend(headerList, $0) }
            }
            defer { curl.listFree(headerList) }
            let transfer = CurlTransfer(maximumBytes: maximumBytes)
            let left = max(
                1, Int((Double(deadline.uptimeNanoseconds) - Double(DispatchTime.now().uptimeNanoseconds)) / 1e6))
            let code = text.withCString { address -> Int32 in
                withExtendedLifetime(transfer) {
                    let context = Unmanaged.passUnretained(transfer).toOpaque()
                    _ = curl.setPointer(handle, CurlOption.url, address)
                    _ = curl.setLong(handle, CurlOption.noSignal, 1)
                    _ = curl.setLong(handle, CurlOption.followLocation, 0)
                    _ = curl.setLong(handle, CurlOption.protocols, CurlOption.httpAndHTTPS)
                    _ = curl.setLong(handle, CurlOption.redirectProtocols, CurlOption.httpAndHTTPS)
                    _ = curl.setLong(handle, CurlOption.connectTimeoutMilliseconds, Int(timeouts.request * 1000))
                    _ = curl.setLong(handle, CurlOption.timeoutMilliseconds, left)
                    // The request timeout is the longest silence, as URLSession counts it: below one byte
                    // a second for that long, the transfer is given up.
                    _ = curl.setLong(handle, CurlOption.lowSpeedLimit, 1)
                    _ = curl.setLong(handle, CurlOption.lowSpeedTime, max(1, Int(timeouts.request.rounded(.up))))
                    _ = curl.setPointer(handle, CurlOption.httpHeader, UnsafeRawPointer(headerList))
                    _ = curl.setCallback(handle, CurlOption.writeFunction, curlReceiveBody)
                    _ = curl.setPointer(handle, CurlOption.writeData, context)
                    _ = curl.setCallback(handle, CurlOption.headerFunction, curlReceiveHeader)
                    _ = curl.setPointer(handle, CurlOption.headerData, context)
                    return curl.easyPerform(handle)
                }
            }
            if let encoding = transfer.encoding { throw .encodedAnswer(url: text, encoding: encoding) }
            if transfer.overLimit { throw .tooLarge(url: text, limit: maximumBytes) }
            guard code == CurlCode.ok else { throw failure(code, curl: curl, url: text) }
            var status = 0
            _ = curl.getLong(handle, CurlOption.responseCode, &status)
            return PlainHTTPFetcher.Answer(status: status, headers: transfer.headers, body: transfer.body)
        }

        private func failure(_ code: Int32, curl: CurlLibrary, url: String) -> RemoteRegistryError {
            switch code {
            case CurlCode.timedOut:
                let passed = DispatchTime.now().uptimeNanoseconds >= deadline.uptimeNanoseconds
                return .timedOut(url: url, seconds: passed ? timeouts.resource : timeouts.request)
            case CurlCode.couldNotResolveHost: return .unreachable(url: url, reason: PlainHTTPFetcher.unknownHostReason)
            case CurlCode.couldNotConnect: return .unreachable(url: url, reason: PlainHTTPFetcher.refusedReason)
            case CurlCode.gotNothing: return .unreachable(url: url, reason: PlainHTTPFetcher.closedReason)
            case CurlCode.tlsConnectFailed: return .unreachable(url: url, reason: Self.tlsReason)
            case CurlCode.tlsPeerUnverified: return .unreachable(url: url, reason: Self.untrustedReason)
            default: return .unreachable(url: url, reason: curl.reason(code) + " (libcurl error \(code))")
            }
        }

        static let tlsReason = "the TLS connection could not be set up"
        static let untrustedReason = "the server's TLS certificate is not trusted"
    }

    /// What one libcurl transfer has received so far; libcurl calls back on the calling thread.
    private final class CurlTransfer {
        let maximumBytes: Int
        var headers: [String: String] = [:]
        var body: [UInt8] = []
        var overLimit = false
        /// A content coding other than `identity` the answer named; its body is not kept.
        var encoding: String?

        init(maximumBytes: Int) { self.maximumBytes = maximumBytes }

        /// One header line; a status line starts the headers of a new answer (after `100 Continue`).
        func take(headerLine line: String) -> Bool {
            if line.hasPrefix("HTTP/") {
                headers = [:]
                return true
            }
            guard let colon = line.firstIndex(of: ":") else { return true }
            let name = line[..<colon].trimmingWhitespace().lowercased()
            let value = line[line.index(after: colon)...].trimmingWhitespace(newlines: true)
            headers[name] = value
            guard name == "content-encoding" else { return true }
            let codings = value.split(separator: ",").map { $0.trimmingWhitespace().lowercased() }
            if let coding = codings.first(where: { !$0.isEmpty && $0 != "identity" }) {
                encoding = coding
                return false
            }
            return true
        }

        func take(body bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard body.count + bytes.count <= maximumBytes else {
                overLimit = true
                body = []
                return false
            }
            body.append(contentsOf: bytes)
            return true
        }
    }

    /// libcurl's write callback: returning less than it was given stops the transfer.
    private func curlReceiveBody(
        _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
    ) -> Int {
        curlDeliver(data, size * count, context) { $0.take(body: $1) }
    }

    /// libcurl's header callback, one header line per call.
    private func curlReceiveHeader(
        _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
    ) -> Int {
        curlDeliver(data, size * count, context) { $0.take(headerLine: String(decoding: $1, as: UTF8.self)) }
    }

    /// Hands the `length` bytes of a callback to the transfer behind `context`; what libcurl expects
    /// back: all of them taken, or 0 to stop.
    private func curlDeliver(
        _ data: UnsafeMutablePointer<CChar>?, _ length: Int, _ context: UnsafeMutableRawPointer?,
        _ take: (CurlTransfer, UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Int {
        guard let data, let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
        return take(transfer, bytes) ? length : 0
    }
#endif
