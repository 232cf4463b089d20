// A final iOS 17.0 API that the type-check's SDK (iOS 17.0 beta 1) lacks: Swift Charts added
// `ChartProxy.plotFrame` after beta 1 and deprecated `plotAreaFrame` in its favour, so Xcode 16 offers
// it to an iOS 17.0 target without `#available`. Transcribed from its documentation page; the body is
// empty because nothing here is ever linked. `nonisolated`, as the SDK's member is.
import Charts
import SwiftUI

@available(iOS 17.0, *)
extension ChartProxy {
    // https://developer.apple.com/documentation/charts/chartproxy/plotframe
    nonisolated public var plotFrame: Anchor<CGRect>? { fatalError() }
}
