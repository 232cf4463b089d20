#if canImport(CommonCrypto)
    import CommonCrypto

    extension SHA256 {
        /// The system's SHA-256 of `buffer`.
        static func systemDigest(_ buffer: UnsafeBufferPointer<UInt8>) -> [UInt8] {
            var context = CC_SHA256_CTX()
            CC_SHA256_Init(&context)
            // `CC_LONG` is 32 bits wide: a longer input goes in parts.
            var offset = 0
            repeat {
                let count = min(buffer.count - offset, 1 << 30)
                CC_SHA256_Update(&context, buffer.baseAddress.map { $0 + offset }, CC_LONG(count))
                offset += count
            } while offset < buffer.count
            var digest = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
            CC_SHA256_Final(&digest, &context)
            return digest
        }
    }
#endif
