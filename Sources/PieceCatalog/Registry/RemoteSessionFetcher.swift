#if canImport(Darwin)
    import Dispatch
    import Foundation
    import PiecesSupport

    /// An https fetch through `URLSession` (macOS, where it is part of Foundation): each fetch gets its
    /// own ephemeral session (no cookies, no cache) whose delegate counts the bytes as they arrive, so
    /// an answer over the limit is cut off rather than buffered whole, and refuses redirects from
    /// https to anything else.
    struct RemoteSessionFetcher: Sendable {
        var timeouts: RemoteRegistry.Timeouts
        var maximumBytes: Int
        /// The credential's headers and the origin they may be sent to (never to another one).
        var credential: RegistryCredential?

        /// How long past the resource timeout the caller waits for `URLSession` to give up by itself.
        static let grace: Double = 1

        /// The body of a 200 answer, asking for `identity` and refusing any other coding.
        func fetch(_ url: URL) throws(RemoteRegistryError) -> [UInt8] {
            let transfer = RemoteTransfer(maximumBytes: maximumBytes, securedOnly: url.scheme == "https")
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = timeouts.request
            configuration.timeoutIntervalForResource = timeouts.resource
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.urlCache = nil
            let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
            defer { session.invalidateAndCancel() }

            var request = URLRequest(
                url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeouts.request)
            request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
            if let credential, credential.scope.covers(url) {
                for header in credential.headers { request.setValue(header.value, forHTTPHeaderField: header.name) }
                transfer.credential = credential
            }
            let task = session.dataTask(with: request)
            let started = DispatchTime.now()
            task.resume()
            // URLSession enforces both timeouts; this bound is for a URLSession that would not.
            if transfer.finished.wait(timeout: started + timeouts.resource + Self.grace) == .timedOut {
                task.cancel()
                throw .timedOut(url: url.absoluteString, seconds: timeouts.resource)
            }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            return try outcome(of: transfer, url: url.absoluteString, elapsed: elapsed)
        }

        private func outcome(of transfer: RemoteTransfer, url: String, elapsed: Double) throws(RemoteRegistryError)
            -> [UInt8]
        {
            let result = transfer.result
            if let encoding = result.encoding { throw .encodedAnswer(url: url, encoding: encoding) }
            if result.overLimit { throw .tooLarge(url: url, limit: maximumBytes) }
            if let error = result.error {
                if error.domain == NSURLErrorDomain, error.code == URLError.Code.timedOut.rawValue {
                    // URLError does not say which timeout fired; the one nearer the time taken did.
                    let nearerResource = abs(elapsed - timeouts.resource) < abs(elapsed - timeouts.request)
                    let seconds = nearerResource ? timeouts.resource : timeouts.request
                    throw .timedOut(url: url, seconds: seconds)
                }
                throw .unreachable(url: url, reason: Self.reason(for: error))
            }
            guard let status = result.status else { throw .unreachable(url: url, reason: Self.noResponseReason) }
            guard status == 200 else { throw .httpStatus(url: url, status: status) }
            return result.body
        }

        static let noResponseReason = "the server sent no HTTP answer"

        /// What a URL loading error means, in words; the code is kept for searching.
        package static func reason(for error: NSError) -> String {
            guard error.domain == NSURLErrorDomain, let text = reasons[URLError.Code(rawValue: error.code) ?? .unknown]
            else {
                return error.localizedDescription
            }
            return text + " (URL error \(error.code))"
        }

        static let reasons: [URLError.Code: String] = [
            .cannotFindHost: "the host name is unknown",
            .dnsLookupFailed: "the host name could not be looked up",
            .cannotConnectToHost: "the host refused the connection",
            .networkConnectionLost: "the connection was closed before a complete answer came",
            .notConnectedToInternet: "this machine is not connected to a network",
            .badServerResponse: "the server sent no valid HTTP answer",
            .zeroByteResource: "the server closed the connection without answering",
            .secureConnectionFailed: "the TLS connection could not be set up",
            .serverCertificateUntrusted: "the server's TLS certificate is not trusted",
            .serverCertificateHasBadDate: "the server's TLS certificate has expired or is not yet valid",
            .serverCertificateHasUnknownRoot: "the server's TLS certificate has an unknown issuer",
            .httpTooManyRedirects: "the server redirects in a loop",
            .cancelled: "the request was cancelled"
        ]
    }

    /// The delegate of one fetch: collects the answer, cuts it off past the limit, refuses redirects
    /// from https to anything else, and signals `finished` once.
    final class RemoteTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        struct Outcome {
            var status: Int?
            var body: [UInt8] = []
            var overLimit = false
            /// A content coding other than `identity` the answer named; its body is not kept.
            var encoding: String?
            var error: NSError?
        }

        let finished = DispatchSemaphore(value: 0)
        private let maximumBytes: Int
        private let securedOnly: Bool
        private let lock = Lock()
        private var state = Outcome()
        /// The credential the request carries; a redirect to another scheme, host or port drops its headers.
        var credential: RegistryCredential?

        init(maximumBytes: Int, securedOnly: Bool) {
            self.maximumBytes = maximumBytes
            self.securedOnly = securedOnly
        }

        /// What arrived; read after `finished` was signalled.
        var result: Outcome { lock.withLock { state } }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
        ) {
            let declared = response.expectedContentLength
            let http = response as? HTTPURLResponse
            lock.withLock { state.status = http?.statusCode }
            let codings = ((http?.value(forHTTPHeaderField: "Content-Encoding")) ?? "").split(separator: ",")
                .map { $0.trimmingWhitespace().lowercased() }.filter { !$0.isEmpty && $0 != "identity" }
            if let coding = codings.first {
                // Asked for identity; a compressed body is decoded before it is counted, so none is taken.
                lock.withLock {
                    state.encoding = coding
                    state.overLimit = true
                }
                dataTask.cancel()
                completionHandler(.cancel)
                return
            }
            if declared > Int64(maximumBytes) {
                lock.withLock { state.overLimit = true }
                completionHandler(.cancel)
                return
            }
            completionHandler(.allow)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            let over = lock.withLock {
                guard !state.overLimit else { return true }
                if state.body.count + data.count > maximumBytes {
                    state.overLimit = true
                    state.body = []
                    return true
                }
                state.body.append(contentsOf: data)
                return false
            }
            if over { dataTask.cancel() }
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            // Following https to http would let anyone on the way alter the index the digests come from;
            // refused, the redirect itself is the answer and is reported as its status.
            let allowed = !securedOnly || request.url?.scheme?.lowercased() == "https"
            var next = request
            if let credential, !(request.url.map(credential.scope.covers) ?? false) {
                for header in credential.headers { next.setValue(nil, forHTTPHeaderField: header.name) }
            }
            completionHandler(allowed ? next : nil)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            lock.withLock { state.error = error.map { $0 as NSError } }
            finished.signal()
        }
    }
#endif
