/// Reports a broken invariant and stops, which libFuzzer records as a crash, saving the input.
/// The reason goes to standard error, next to the saved input's name in the fuzzer's log.
func fuzzFailure(_ reason: String) -> Never {
    fatalError("fuzz invariant broken: \(reason)")
}
