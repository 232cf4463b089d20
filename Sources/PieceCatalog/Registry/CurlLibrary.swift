#if !canImport(Darwin)
    import FoundationEssentials

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    /// libcurl, opened when the first `https://` request is made, not when `pieces` starts.
    ///
    /// On Linux, URLSession lives in FoundationNetworking, which links libcurl and its dependencies
    /// (TLS, Kerberos, LDAP, …: thirty libraries); linking it made every start of `pieces` pay for
    /// loading them, though most commands never touch the network. So on Linux the tool does not link
    /// FoundationNetworking at all and calls the few libcurl functions it needs through `dlopen`. On
    /// macOS URLSession is part of Foundation and is used instead (`RemoteSessionFetcher`).
    struct CurlLibrary: @unchecked Sendable {
        typealias Handle = OpaquePointer
        typealias Callback = @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int

        let easyInit: @convention(c) () -> Handle?
        let easyCleanup: @convention(c) (Handle?) -> Void
        let easyPerform: @convention(c) (Handle?) -> Int32
        let easyStrerror: @convention(c) (Int32) -> UnsafePointer<CChar>?
        /// `curl_easy_setopt` is variadic; each option takes one argument, a pointer or a `long`, which
        /// the C calling conventions of Linux pass as they pass a fixed argument of that type.
        let setPointer: @convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32
        let setLong: @convention(c) (Handle?, Int32, Int) -> Int32
        let setCallback: @convention(c) (Handle?, Int32, Callback?) -> Int32
        let getLong: @convention(c) (Handle?, Int32, UnsafeMutablePointer<Int>) -> Int32
        let listAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?
        let listFree: @convention(c) (OpaquePointer?) -> Void

        /// The names tried, newest ABI first: every distribution ships `libcurl.so.4`.
        static let candidates = ["libcurl.so.4", "libcurl.so", "libcurl-gnutls.so.4"]
        static let missingReason = """
            https needs libcurl, which this system does not have (install your distribution's libcurl \
            package, e.g. Debian's libcurl4)
            """

        /// The library, opened once per process; nil when no candidate could be opened.
        static let shared: CurlLibrary? = {
            for name in candidates {
                guard let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { continue }
                if let loaded = CurlLibrary(library) { return loaded }
            }
            return nil
        }()

        private init?(_ library: UnsafeMutableRawPointer) {
            func symbol<T>(_ name: String, as type: T.Type) -> T? {
                dlsym(library, name).map { unsafeBitCast($0, to: type) }
            }
            typealias Global = @convention(c) (Int) -> Int32
            guard let global = symbol("curl_global_init", as: Global.self),
                let easyInit = symbol("curl_easy_init", as: (@convention(c) () -> Handle?).self),
                let easyCleanup = symbol("curl_easy_cleanup", as: (@convention(c) (Handle?) -> Void).self),
                let easyPerform = symbol("curl_easy_perform", as: (@convention(c) (Handle?) -> Int32).self),
                let easyStrerror = symbol(
                    "curl_easy_strerror", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self),
                let setopt = dlsym(library, "curl_easy_setopt"), let getinfo = dlsym(library, "curl_easy_getinfo"),
                let listAppend = symbol(
                    "curl_slist_append",
                    as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?).self),
                let listFree = symbol("curl_slist_free_all", as: (@convention(c) (OpaquePointer?) -> Void).self)
            else { return nil }
            // CURL_GLOBAL_DEFAULT: TLS and sockets set up once, before any handle (libcurl asks for it).
            guard global(3) == 0 else { return nil }
            self.easyInit = easyInit
            self.easyCleanup = easyCleanup
            self.easyPerform = easyPerform
            self.easyStrerror = easyStrerror
            self.setPointer = unsafeBitCast(
                setopt, to: (@convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32).self)
            self.setLong = unsafeBitCast(setopt, to: (@convention(c) (Handle?, Int32, Int) -> Int32).self)
            self.setCallback = unsafeBitCast(setopt, to: (@convention(c) (Handle?, Int32, Callback?) -> Int32).self)
            self.getLong = unsafeBitCast(
                getinfo, to: (@convention(c) (Handle?, Int32, UnsafeMutablePointer<Int>) -> Int32).self)
            self.listAppend = listAppend
            self.listFree = listFree
        }

        /// What `curl_easy_strerror` says of `code`.
        func reason(_ code: Int32) -> String {
            easyStrerror(code).map { String(cString: $0) } ?? "libcurl error \(code)"
        }
    }

    /// The libcurl constants used (curl.h: option numbers are a type base plus an index).
    enum CurlOption {
        static let writeData: Int32 = 10_001
        static let url: Int32 = 10_002
        static let lowSpeedLimit: Int32 = 19
        static let lowSpeedTime: Int32 = 20
        static let httpHeader: Int32 = 10_023
        static let headerData: Int32 = 10_029
        static let followLocation: Int32 = 52
        static let noSignal: Int32 = 99
        static let timeoutMilliseconds: Int32 = 155
        static let connectTimeoutMilliseconds: Int32 = 156
        static let protocols: Int32 = 181
        static let redirectProtocols: Int32 = 182
        static let writeFunction: Int32 = 20_011
        static let headerFunction: Int32 = 20_079
        /// `CURLINFO_LONG + 2`.
        static let responseCode: Int32 = 0x20_0002
        /// `CURLPROTO_HTTP | CURLPROTO_HTTPS`.
        static let httpAndHTTPS = 3
    }

    /// The libcurl result codes the fetcher tells apart.
    enum CurlCode {
        static let ok: Int32 = 0
        static let couldNotResolveHost: Int32 = 6
        static let couldNotConnect: Int32 = 7
        static let writeError: Int32 = 23
        static let timedOut: Int32 = 28
        static let tlsConnectFailed: Int32 = 35
        static let gotNothing: Int32 = 52
        static let tlsPeerUnverified: Int32 = 60
    }
#endif
