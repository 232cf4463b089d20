// pieces:
// title: Photo Viewer
// description: A full-screen photo viewer that pages with a flick, zooms on a double-tap and is dragged down to dismiss, the photo following the finger on both axes.
// category: media
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: advanced
// tags: [photo, viewer, gallery, paging, dismiss, zoom, double tap, drag, flick, foto, galería, visor, página, descartar, ampliar]
// license: MIT

import SwiftUI

/// A full-screen viewer for a run of photos. A sideways drag moves the pages under the finger; on
/// release the viewer lands on the page the flick is heading for (never more than one page away),
/// carrying the finger's speed, and past the first and last photo the pages stretch like rubber. A drag
/// that starts downward picks the photo up instead: it follows the finger on both axes, shrinks a little
/// and lets the black behind it fade; let go heading far enough down and it is thrown out at the
/// finger's speed on each axis, the viewer closing when the axis that travels further lands; otherwise it
/// settles back on both axes at once. A double-tap zooms in on the point tapped, a drag then pans the
/// zoomed photo within its edges (banded past them), and a second double-tap zooms back out.
///
/// Pages grabbed while they are still landing, and a photo grabbed while it settles back, are caught
/// where they are drawn, so a quick second flick never jumps. A drag the system cancels lands on the nearest page and puts the photo back.
///
/// What it takes from the views around it: while shown it covers the whole space it is given and takes
/// every touch there; one drag (10-point minimum) and a double-tap on the photos. A drag that starts
/// upward does nothing. Pinch zoom is not part of it: use Zoomable Image inside a page for that.
///
/// VoiceOver reads each page as "Photo 2 of 5" (with the label you give), swipes up and down turn the
/// pages, the zoom gesture zooms, and the escape gesture or the Close button closes the viewer. The
/// pages follow the layout direction: in right-to-left layouts the next photo comes from the left, and
/// the finger's travel is read in the layout's direction. With Reduce Motion on the viewer fades in and
/// out, pages and photos still follow the finger and keep a flick's speed, and everything lands without
/// overshoot. The Close button grows with Dynamic Type.
///
/// - Parameters:
///   - isPresented: Whether the viewer shows; set back to false when it is dismissed.
///   - index: The photo shown; paging changes it, and it may be set from outside.
///   - count: How many photos there are.
///   - label: What each photo shows, read by VoiceOver.
///   - photo: The image for an index, fitted to the screen.
public struct PhotoViewer: View {
    @Binding private var isPresented: Bool
    @Binding private var index: Int
    private let count: Int
    private let label: (Int) -> Text
    private let photo: (Int) -> Image

    /// The strip of pages, in layout points: −index × width at rest, plus the pull while paging.
    @State private var pageX: CGFloat = 0
    /// The picked-up photo, one offset per axis so each settles with its own speed.
    @State private var liftX: CGFloat = 0
    @State private var liftY: CGFloat = 0
    /// The zoom and where it is anchored; the pan of a zoomed photo, per axis.
    @State private var zoom: CGFloat = 1
    /// The zoom's anchor in unit space (0…1 on each axis), in layout terms.
    @State private var zoomAnchor = CGPoint(x: 0.5, y: 0.5)
    @State private var panX: CGFloat = 0
    @State private var panY: CGFloat = 0
    /// What the current drag does, decided on its first event, with what it started from.
    @State private var drag: PhotoViewerDrag?
    /// The last page landing, while it may still be drawing: where a grab finds the pages.
    @State private var landing: PhotoViewerLanding?
    /// The last put-back of a lifted photo, while it may still be drawing.
    @State private var putting: PhotoViewerPutBack?
    @State private var size: CGSize = .zero

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }
    private var pager: PhotoViewerPaging { PhotoViewerPaging(count: count, size: size) }
    private var rightToLeft: Bool { layoutDirection == .rightToLeft }

    public init(
        isPresented: Binding<Bool>,
        index: Binding<Int>,
        count: Int,
        label: @escaping (Int) -> Text = { _ in Text("Photo") },
        photo: @escaping (Int) -> Image
    ) {
        _isPresented = isPresented
        _index = index
        self.count = max(count, 1)
        self.label = label
        self.photo = photo
    }

    public var body: some View {
        ZStack {
            if isPresented {
                Color.black
                    .opacity(1 - pager.liftProgress(offsetY: liftY) * 0.8)
                    .ignoresSafeArea()
                    .transition(.opacity)
                pages
                    .transition(motion.moving(.opacity.combined(with: .scale(scale: 0.94))))
                closeButton
                    .transition(.opacity)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .animation(isPresented ? motion.reveal : motion.dismiss, value: isPresented)
        .onGeometryChange(for: CGSize.self) {
            $0.size
        } action: { newSize in
            size = newSize
            pageX = pager.restingX(index: pager.clamped(index))
        }
        .onChange(of: index) { _, newValue in
            guard drag == nil, pageX != pager.restingX(index: pager.clamped(newValue)) else { return }
            resetZoom()
            withAnimation(motion.snap) { pageX = pager.restingX(index: pager.clamped(newValue)) }
        }
        .onChange(of: isPresented) { _, shown in
            guard shown else { return }
            liftX = 0
            liftY = 0
            resetZoom()
            pageX = pager.restingX(index: pager.clamped(index))
        }
    }

    private var pages: some View {
        let current = pager.clamped(index)
        return ZStack {
            ForEach(pager.window(around: current), id: \.self) { page in
                pageView(page, isCurrent: page == current)
                    .offset(x: CGFloat(page) * size.width + pageX)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(.rect)
        .clipped()
        // Global points: the photos move under the finger, so their own space would move with them.
        .pieceDrag(coordinateSpace: .global) { value in
            follow(value)
        } onEnded: { release in
            self.release(release)
        } onCancelled: {
            cancel()
        }
        .gesture(SpatialTapGesture(count: 2).onEnded { tap in toggleZoom(at: tap.location) })
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("\(label(current)), photo \(current + 1) of \(count)"))
        .accessibilityAddTraits(.isImage)
        .accessibilityAdjustableAction { direction in
            turnPage(to: current + (direction == .increment ? 1 : -1))
        }
        .accessibilityZoomAction { action in
            if (action.direction == .zoomIn) != (zoom > 1) {
                toggleZoom(at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
        }
        .accessibilityAction(.escape) { close() }
    }

    private func pageView(_ page: Int, isCurrent: Bool) -> some View {
        photo(page)
            .resizable()
            .scaledToFit()
            .scaleEffect(isCurrent ? zoom : 1, anchor: UnitPoint(x: zoomAnchor.x, y: zoomAnchor.y))
            .offset(x: isCurrent ? panX : 0)
            .offset(y: isCurrent ? panY : 0)
            .scaleEffect(isCurrent ? pager.liftScale(offsetY: liftY) : 1)
            .offset(x: isCurrent ? liftX : 0)
            .offset(y: isCurrent ? liftY : 0)
            .frame(width: size.width, height: size.height)
    }

    private var closeButton: some View {
        Button {
            close()
        } label: {
            Image(systemName: "xmark")
                .font(.headline)
                .foregroundStyle(.white)
                .padding(12)
                .background(.white.opacity(0.18), in: .circle)
        }
        .buttonStyle(.piecePress)
        .accessibilityLabel(Text("Close"))
        .opacity(1 - pager.liftProgress(offsetY: liftY))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
        .padding(16)
    }

    // MARK: Drag

    private func follow(_ value: DragGesture.Value) {
        let travel = CGSize(
            width: pager.layoutTravel(value.translation.width, rightToLeft: rightToLeft),
            height: value.translation.height)
        if drag == nil { drag = begin(travel, at: value.time) }
        switch drag {
        case .page(let origin):
            pageX = pager.pageOffset(pull: origin + travel.width)
        case .lift(let origin):
            liftX = origin.width + travel.width
            liftY = origin.height + travel.height
        case .pan(let origin):
            let range = pager.panRange(anchor: zoomAnchor, zoom: zoom)
            panX = PieceMotion.rubberBand(origin.width + travel.width, in: range.x, limit: 60)
            panY = PieceMotion.rubberBand(origin.height + travel.height, in: range.y, limit: 60)
        case .ignored, nil:
            break
        }
    }

    /// Decides once what a drag does: pan when zoomed, page when sideways, lift when downward.
    private func begin(_ travel: CGSize, at time: Date) -> PhotoViewerDrag {
        if zoom > 1 { return .pan(origin: CGSize(width: panX - travel.width, height: panY - travel.height)) }
        switch pager.intent(for: travel) {
        case .page:
            // Caught mid-landing the model is already on the page: start from where the pages are drawn.
            let drawn = drawnPageX(at: time)
            landing = nil
            return .page(origin: pager.pull(forOffset: drawn) - travel.width)
        case .lift:
            // Caught while settling back, the photo is picked up where it is drawn.
            let drawn = drawnLift(at: time)
            putting = nil
            return .lift(origin: CGSize(width: drawn.width - travel.width, height: drawn.height - travel.height))
        case .none: return .ignored
        }
    }

    private func release(_ release: PieceDragRelease) {
        let velocity = CGSize(
            width: pager.layoutTravel(release.velocity.width, rightToLeft: rightToLeft), height: release.velocity.height
        )
        let travel = pager.layoutTravel(release.translation.width, rightToLeft: rightToLeft)
        let started = drag
        drag = nil
        switch started {
        case .page(let origin):
            let pull = origin + travel
            let speed =
                velocity.width
                * PieceMotion.rubberBandSlope(
                    pull, in: pager.pageRange, limit: pager.edgeLimit)
            land(on: pager.target(from: pager.clamped(index), offset: pageX, velocity: speed), velocity: speed)
        case .lift:
            if pager.dismisses(offsetY: liftY, velocity: velocity.height) {
                throwOut(velocity: velocity)
            } else {
                putBack(velocity: velocity)
            }
        case .pan:
            let range = pager.panRange(anchor: zoomAnchor, zoom: zoom)
            let to = CGSize(
                width: min(max(panX, range.x.lowerBound), range.x.upperBound),
                height: min(max(panY, range.y.lowerBound), range.y.upperBound))
            motion.settle(velocity: velocity, from: CGSize(width: panX, height: panY), to: to) {
                panX = to.width
            } vertical: {
                panY = to.height
            }
        case .ignored, nil:
            break
        }
    }

    private func cancel() {
        let started = drag
        drag = nil
        switch started {
        case .page:
            let nearest = pager.target(from: pager.clamped(index), offset: pageX, velocity: 0)
            land(on: nearest, velocity: 0)
        case .lift: putBack(velocity: .zero)
        case .pan, .ignored, nil: break
        }
    }

    /// Lands the pages on `page` carrying `velocity`, on the snap's tier, and remembers the landing so a
    /// finger can catch it.
    private func land(on page: Int, velocity: CGFloat) {
        let to = pager.restingX(index: page)
        landing = PhotoViewerLanding(time: .now, from: pageX, to: to, velocity: velocity)
        withAnimation(motion.settle(velocity: velocity, from: pageX, to: to, tier: .responsive)) { pageX = to }
        if page != index { index = page }
    }

    private func drawnPageX(at time: Date) -> CGFloat {
        guard let landing else { return pageX }
        let sample = motion.settleSample(
            after: time.timeIntervalSince(landing.time), velocity: landing.velocity, from: landing.from,
            to: landing.to, tier: .responsive)
        return CGFloat(sample.position)
    }

    /// Thrown out at the finger's speed on each axis; the viewer closes when the further axis lands.
    private func throwOut(velocity: CGSize) {
        let from = CGSize(width: liftX, height: liftY)
        let to = pager.exit(from: from, velocity: velocity)
        motion.settle(velocity: velocity, from: from, to: to, tier: .responsive) {
            liftX = to.width
        } vertical: {
            liftY = to.height
        } completion: {
            isPresented = false
        }
    }

    private func putBack(velocity: CGSize) {
        let from = CGSize(width: liftX, height: liftY)
        putting = PhotoViewerPutBack(time: .now, from: from, velocity: velocity)
        motion.settle(velocity: velocity, from: from, to: .zero) {
            liftX = 0
        } vertical: {
            liftY = 0
        }
    }

    /// Where the lifted photo is drawn at `time`: part-way through the last put-back, or where the model says.
    private func drawnLift(at time: Date) -> CGSize {
        guard let putting else { return CGSize(width: liftX, height: liftY) }
        let elapsed = time.timeIntervalSince(putting.time)
        let across = motion.settleSample(
            after: elapsed, velocity: putting.velocity.width, from: putting.from.width, to: 0)
        let down = motion.settleSample(
            after: elapsed, velocity: putting.velocity.height, from: putting.from.height, to: 0)
        return CGSize(width: across.position, height: down.position)
    }

    // MARK: Zoom, pages and closing

    private func toggleZoom(at location: CGPoint) {
        guard drag == nil else { return }
        if zoom > 1 {
            withAnimation(motion.settle) { resetZoom() }
            return
        }
        // The tap is in screen points from the viewer's top left; the pages start there too.
        zoomAnchor = pager.zoomAnchor(tap: location, rightToLeft: rightToLeft)
        withAnimation(motion.settle) { zoom = pager.zoomedScale }
    }

    private func resetZoom() {
        zoom = 1
        panX = 0
        panY = 0
    }

    private func turnPage(to page: Int) {
        let target = pager.clamped(page)
        guard target != pager.clamped(index) else { return }
        resetZoom()
        land(on: target, velocity: 0)
    }

    private func close() {
        isPresented = false
    }
}

/// What a drag does, decided on its first event.
private enum PhotoViewerDrag: Equatable {
    /// Moving the pages; `origin` is the pull at translation zero.
    case page(origin: CGFloat)
    /// Picking the photo up to dismiss it; `origin` is the lift at translation zero.
    case lift(origin: CGSize)
    /// Panning a zoomed photo; `origin` is the pan at translation zero.
    case pan(origin: CGSize)
    /// Started upward: ignored until the finger lifts.
    case ignored
}

/// One put-back of a lifted photo: what `settleSample` needs to find it mid-flight, per axis.
private struct PhotoViewerPutBack {
    var time: Date
    var from: CGSize
    var velocity: CGSize
}

/// One page landing: what `settleSample` needs to find the pages mid-flight.
private struct PhotoViewerLanding {
    var time: Date
    var from: CGFloat
    var to: CGFloat
    var velocity: CGFloat
}

/// The viewer's paging, dismissal and zoom rules, apart from the view so they can be checked on their own
/// (`PhotoViewerLogicTests` compiles them, with the foundation's projection and rubber band, from this
/// file). Page offsets are the strip's x in layout points: 0 shows the first page, −width the second.
private nonisolated struct PhotoViewerPaging: Equatable, Sendable {
    var count: Int
    var size: CGSize
    /// How far past the first or last page the strip can be pulled.
    var edgeLimit: CGFloat = 90
    /// The zoom a double-tap goes to.
    var zoomedScale: CGFloat = 2.5

    /// What a drag that has travelled `travel` on its first event is for.
    enum Intent: Equatable, Sendable {
        case page
        case lift
        case none
    }

    func intent(for travel: CGSize) -> Intent {
        if abs(travel.width) > abs(travel.height) { return .page }
        return travel.height > 0 ? .lift : .none
    }

    func clamped(_ index: Int) -> Int { min(max(index, 0), max(count - 1, 0)) }

    /// The pages kept in the view: the current one and its neighbours.
    func window(around index: Int) -> [Int] {
        let current = clamped(index)
        return Array(max(current - 1, 0)...min(current + 1, max(count - 1, 0)))
    }

    func restingX(index: Int) -> CGFloat { -CGFloat(clamped(index)) * size.width }

    /// The strip's extent: from the last page's resting x to the first's.
    var pageRange: ClosedRange<CGFloat> { restingX(index: count - 1)...0 }

    /// Inside the strip the pages follow the finger; past its ends they are banded.
    func pageOffset(pull: CGFloat) -> CGFloat {
        PieceMotion.rubberBand(pull, in: pageRange, limit: edgeLimit)
    }

    /// The band's inverse, so a grab mid-landing continues from the drawn offset.
    func pull(forOffset offset: CGFloat) -> CGFloat {
        func unband(_ banded: CGFloat) -> CGFloat {
            let held = min(abs(banded), edgeLimit * 0.999)
            let pull = held / (edgeLimit - held) * edgeLimit / 0.55
            return banded < 0 ? -pull : pull
        }
        if offset > pageRange.upperBound { return pageRange.upperBound + unband(offset - pageRange.upperBound) }
        if offset < pageRange.lowerBound { return pageRange.lowerBound + unband(offset - pageRange.lowerBound) }
        return offset
    }

    /// The page a release lands on: the one nearest where the flick is heading, at most one from `current`.
    func target(from current: Int, offset: CGFloat, velocity: CGFloat) -> Int {
        guard size.width > 0 else { return clamped(current) }
        let heading = PieceMotion.project(offset, velocity: velocity)
        let page = Int((-heading / size.width).rounded())
        return clamped(min(max(page, current - 1), current + 1))
    }

    /// How far down a release must be heading to dismiss: a fifth of the height, at least 120 points.
    var dismissDistance: CGFloat { max(size.height * 0.2, 120) }

    func dismisses(offsetY: CGFloat, velocity: CGFloat) -> Bool {
        offsetY > 0 && PieceMotion.project(offsetY, velocity: velocity) > dismissDistance
    }

    /// 0 at rest, 1 when the photo has been dragged half the height down (or further).
    func liftProgress(offsetY: CGFloat) -> Double {
        guard size.height > 0 else { return 0 }
        return Double(min(max(offsetY / (size.height / 2), 0), 1))
    }

    /// The lifted photo shrinks to 75% as it is dragged down.
    func liftScale(offsetY: CGFloat) -> CGFloat { 1 - 0.25 * CGFloat(liftProgress(offsetY: offsetY)) }

    /// Where a thrown photo is sent: below the screen, and sideways as far as the throw carries it in the
    /// time the fall takes, so it leaves along its heading.
    func exit(from current: CGSize, velocity: CGSize) -> CGSize {
        let down = max(size.height, 1) + 40
        let fall = max(velocity.height, 600)
        let time = max(down - current.height, 0) / fall
        return CGSize(width: current.width + velocity.width * time, height: down)
    }

    /// Gestures report screen points while layout mirrors in right-to-left.
    func layoutTravel(_ screen: CGFloat, rightToLeft: Bool) -> CGFloat { rightToLeft ? -screen : screen }

    /// The zoom's anchor for a tap at `tap` (screen points from the viewer's top left), in layout terms.
    func zoomAnchor(tap: CGPoint, rightToLeft: Bool) -> CGPoint {
        guard size.width > 0, size.height > 0 else { return CGPoint(x: 0.5, y: 0.5) }
        let x = min(max(tap.x / size.width, 0), 1)
        let y = min(max(tap.y / size.height, 0), 1)
        return CGPoint(x: rightToLeft ? 1 - x : x, y: y)
    }

    /// How far a photo zoomed by `zoom` about `anchor` can pan on each axis while still covering the
    /// screen: (1 − a) · length · (1 − zoom) … a · length · (zoom − 1).
    func panRange(anchor: CGPoint, zoom: CGFloat) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        func range(_ a: CGFloat, _ length: CGFloat) -> ClosedRange<CGFloat> {
            let grown = max(zoom - 1, 0) * length
            return -(1 - a) * grown...a * grown
        }
        return (range(anchor.x, size.width), range(anchor.y, size.height))
    }
}

// MARK: - Example

private struct PhotoViewerExample: View {
    @State private var showing = false
    @State private var index = 0
    private let symbols = ["mountain.2.fill", "sun.max.fill", "cloud.rain.fill", "moon.stars.fill"]

    var body: some View {
        ZStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))], spacing: 12) {
                ForEach(symbols.indices, id: \.self) { item in
                    Button {
                        index = item
                        showing = true
                    } label: {
                        Image(systemName: symbols[item])
                            .font(.largeTitle)
                            .frame(maxWidth: .infinity, minHeight: 90)
                            .background(.teal.opacity(0.15), in: .rect(cornerRadius: 16))
                    }
                    .accessibilityLabel(Text(symbols[item]))
                }
            }
            .padding(20)
            .frame(maxHeight: .infinity, alignment: .top)

            PhotoViewer(isPresented: $showing, index: $index, count: symbols.count, label: { Text(symbols[$0]) }) {
                item in
                Image(systemName: symbols[item])
            }
            .foregroundStyle(.white)
        }
    }
}

#Preview { PhotoViewerExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, velocity, momentum, flight, grab, projection, rubberBand, pressScale, drag, press) sha256:e2a52eaa9bf23a9d

/// The motion language every piece shares: five spring tiers, a role for every moment something moves
/// (each carrying its Reduce Motion substitute) and the gesture physics around them.
///
/// Build one from the environment and pick the role that names what just happened:
///
///     @Environment(\.accessibilityReduceMotion) private var reduceMotion
///     private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }
///
/// Never animate the tracking of a finger: set gesture state directly in `onChanged`, so the surface
/// stays under the finger, and spring only the release.
private nonisolated struct PieceMotion: Sendable {
    /// Whether the person asked for less motion. Every role swaps in its substitute when this is on.
    var reduceMotion: Bool

    /// A motion language for the current Reduce Motion setting.
    init(reduceMotion: Bool) {
        self.reduceMotion = reduceMotion
    }
}

private nonisolated extension PieceMotion {
    /// The five springs every motion is built from; a role picks one.
    ///
    /// `Spring(duration:bounce:)` has stiffness (2π / duration)² and damping ratio ζ = 1 − bounce for a bounce
    /// of 0 or more. Released from rest, such a spring first peaks exp(−πζ / √(1 − ζ²)) past its target: that
    /// is the overshoot given for each tier. Times are measured from rest to 90% of the way.
    enum Tier: CaseIterable, Sendable {
        /// 0.14 s, bounce 0 (ζ = 1): no overshoot, 90% in about 90 ms. A press arriving under the finger.
        case firm
        /// 0.32 s, bounce 0.25 (ζ = 0.75): 2.8% overshoot, 90% in about 140 ms. A snap to a detent, a page or a
        /// segment.
        case responsive
        /// 0.42 s, bounce 0.38 (ζ = 0.62): 8.4% overshoot, 90% in about 160 ms. Visible give: a release, a
        /// settle, a rebound.
        case elastic
        /// 0.48 s, bounce 0.48 (ζ = 0.52): 14.8% overshoot, 90% in about 165 ms. An outcome landing, at most
        /// once per interaction.
        case expressive
        /// 0.5 s, bounce 0.2 (ζ = 0.8): 1.5% overshoot, 90% in about 240 ms: unhurried. Opening a surface.
        case calm

        /// The perceptual duration in seconds: the spring's undamped period, about its settling time.
        var duration: Double {
            switch self {
            case .firm: 0.14
            case .responsive: 0.32
            case .elastic: 0.42
            case .expressive: 0.48
            case .calm: 0.5
            }
        }

        /// How bouncy the tier is: 0 never overshoots, each step up overshoots more (see each case).
        var bounce: Double {
            switch self {
            case .firm: 0
            case .responsive: 0.25
            case .elastic: 0.38
            case .expressive: 0.48
            case .calm: 0.2
            }
        }

        /// The tier as a SwiftUI spring, for `.spring(_:)`, `interpolatingSpring(_:initialVelocity:)` and keyframes.
        var spring: Spring { Spring(duration: duration, bounce: bounce) }
    }

    /// The Reduce Motion spring: short and critically damped, so nothing overshoots. Roles and settles land on it.
    private static var reducedSpring: Spring { Spring(duration: 0.25, bounce: 0) }
}

private nonisolated extension PieceMotion {
    /// Touch-down. Lands within a frame or two and never bounces under the finger. Unchanged under Reduce
    /// Motion, where a press dims instead of scaling.
    var press: Animation { .spring(Tier.firm.spring) }

    /// The finger lifts off a pressed surface, which springs back through rest.
    var release: Animation { tierOrReduced(.elastic) }

    /// A dragged thing comes to rest. After a gesture, `settle(velocity:from:to:)` also carries its speed.
    var settle: Animation { tierOrReduced(.elastic) }

    /// Lands on a detent, a page or a segment.
    var snap: Animation { tierOrReduced(.responsive) }

    /// A number, a chart value or a progress figure moves to its new value. Never overshoots, so for no
    /// instant does it show a value that isn't true.
    var value: Animation {
        .spring(reduceMotion ? PieceMotion.reducedSpring : Spring(duration: Tier.responsive.duration, bounce: 0))
    }

    /// Comes back from past a limit: a rubber-banded pull let go, a value pushed against its bound.
    var rebound: Animation { tierOrReduced(.elastic) }

    /// One container changes size, corner radius or form, settling with a little give.
    var morph: Animation { tierOrReduced(.responsive) }

    /// Something appears, opens or expands: a little slower than `dismiss`, so it arrives with care.
    var reveal: Animation { tierOrReduced(.calm) }

    /// Something leaves, closes or collapses: quicker than `reveal` and without bounce, out of the way.
    var dismiss: Animation {
        let reduced = Spring(duration: PieceMotion.reducedSpring.duration * 0.8, bounce: 0)
        return .spring(reduceMotion ? reduced : Spring(duration: Tier.responsive.duration, bounce: 0))
    }

    /// A resolved action lands: a check, a sent state, a reaction. Pair it with `piecePop(trigger:)`.
    var success: Animation { tierOrReduced(.expressive) }

    /// A refused action: quick, with barely any give of its own. `pieceShake(trigger:)` adds the movement.
    var error: Animation { tierOrReduced(.responsive) }

    /// Slow ambient change: a drift, a breath, a glow. Chain `.repeatForever(autoreverses: true)` for a loop.
    /// `nil` under Reduce Motion: set the designed rest pose without animation, so loops rest.
    var ambient: Animation? { reduceMotion ? nil : .easeInOut(duration: 1.6) }

    /// `transition` for something that moves in or out; a plain fade under Reduce Motion.
    @MainActor func moving(_ transition: AnyTransition) -> AnyTransition {
        reduceMotion ? .opacity : transition
    }

    /// For content replaced inside a container that stays put (a glyph, a label, a count): the old content
    /// blurs out as the new one sharpens in. A plain fade under Reduce Motion.
    @MainActor var contentSwap: AnyTransition {
        reduceMotion ? .opacity : AnyTransition(.blurReplace)
    }

    /// `tier`, or the short spring without overshoot under Reduce Motion.
    private func tierOrReduced(_ tier: Tier) -> Animation {
        .spring(reduceMotion ? PieceMotion.reducedSpring : tier.spring)
    }
}

private nonisolated extension PieceMotion {
    /// The fastest relative velocity a settle may start with: 1.5 × the spring's angular frequency
    /// (2π / duration). Faster flicks are held to it, so they add a little overshoot rather than a slingshot.
    static func velocityCap(springDuration: Double) -> Double {
        guard springDuration > 0 else { return 0 }
        return 2 * Double.pi / springDuration * 1.5
    }

    /// A finger's `velocity` (points per second) in the unit `interpolatingSpring` expects: whole distances
    /// per second, the distance being from `current` to `target`. Positive heads toward the target.
    ///
    /// 0 when less than a point is left to travel (the quotient would explode), and held within
    /// ±`velocityCap(springDuration:)`.
    static func relativeVelocity(
        _ velocity: Double, from current: Double, to target: Double, springDuration: Double
    ) -> Double {
        let distance = target - current
        guard abs(distance) >= 1 else { return 0 }
        let cap = velocityCap(springDuration: springDuration)
        return min(max(velocity / distance, -cap), cap)
    }

    /// Whether a 2-D move from `current` to `target` travels at least as far across as down: the axis whose
    /// settle should carry the completion, since it lands last. A tie goes to the horizontal axis.
    static func leadsHorizontally(from current: CGSize, to target: CGSize) -> Bool {
        abs(target.width - current.width) >= abs(target.height - current.height)
    }
}

private nonisolated extension PieceMotion {
    /// A settle that leaves at the finger's speed (points per second), on the elastic tier.
    ///
    /// A spring takes one velocity, so release each axis on its own offset (`.offset(x:)`, `.offset(y:)`)
    /// with its own settle. SwiftUI does not reliably carry a gesture's speed into the next spring by
    /// itself; this always does. Attach a completion to the axis that travels further.
    func settle(velocity: CGFloat, from current: CGFloat, to target: CGFloat) -> Animation {
        settle(velocity: velocity, from: current, to: target, tier: .elastic)
    }

    /// A settle that leaves at the finger's speed (points per second), on `tier`.
    ///
    /// Under Reduce Motion it lands on the short critically damped spring and keeps the speed, held to the
    /// spring's own angular frequency: no faster than that, a critically damped spring cannot pass its
    /// target, so the bounce goes and the momentum stays.
    func settle(velocity: CGFloat, from current: CGFloat, to target: CGFloat, tier: Tier) -> Animation {
        let spring = reduceMotion ? PieceMotion.reducedSpring : tier.spring
        let relative = PieceMotion.relativeVelocity(
            Double(velocity), from: Double(current), to: Double(target), springDuration: spring.duration)
        let frequency = 2 * Double.pi / spring.duration
        let initial = reduceMotion ? min(max(relative, -frequency), frequency) : relative
        return .interpolatingSpring(spring, initialVelocity: initial)
    }

    /// Settles a 2-D release one axis at a time, each axis at its own speed: `horizontal` and `vertical` each
    /// change one axis (each on its own `.offset(x:)` / `.offset(y:)`, never one `CGSize` both write) inside its
    /// own settle carrying that axis of `velocity`, since a spring takes one velocity. `completion` runs once,
    /// when the axis that travels further (`leadsHorizontally(from:to:)`) logically completes: it lands last.
    ///
    ///     motion.settle(velocity: release.velocity, from: offset, to: .zero) {
    ///         offsetX = 0
    ///     } vertical: {
    ///         offsetY = 0
    ///     } completion: {
    ///         landed += 1
    ///     }
    @MainActor func settle(
        velocity: CGSize, from current: CGSize, to target: CGSize, tier: Tier = .elastic,
        horizontal: () -> Void, vertical: () -> Void, completion: @escaping () -> Void = {}
    ) {
        let across = settle(velocity: velocity.width, from: current.width, to: target.width, tier: tier)
        let down = settle(velocity: velocity.height, from: current.height, to: target.height, tier: tier)
        if PieceMotion.leadsHorizontally(from: current, to: target) {
            withAnimation(down) { vertical() }
            withAnimation(across, completionCriteria: .logicallyComplete) { horizontal() } completion: { completion() }
        } else {
            withAnimation(across) { horizontal() }
            withAnimation(down, completionCriteria: .logicallyComplete) { vertical() } completion: { completion() }
        }
    }
}

/// Where a spring animation is and how fast it moves at one instant: the drawn state of something in flight.
private nonisolated struct PieceSpringSample: Equatable, Sendable {
    /// The animated value, in the same unit as the start and the target.
    var position: Double
    /// Its rate of change, in that unit per second.
    var velocity: Double
}

private nonisolated extension PieceMotion {
    /// The damping ratio SwiftUI gives `Spring(duration:bounce:)`: 1 − bounce for a bounce of 0 or more, and
    /// 1 / (1 + bounce) for a negative (overdamped) one. A bounce of −1 or less is held just above −1.
    static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.999))
    }

    /// The spring's exact state `time` seconds after it left `start` for `target` at `velocity` (unit per
    /// second): the damped harmonic oscillator with angular frequency 2π / `duration` and `dampingRatio`, as
    /// SwiftUI runs `Spring(duration:bounce:)`. Grab something in flight from here, where it is drawn, rather
    /// than from its model value (already the target) or its start.
    ///
    /// Negative times read as 0; a `duration` of 0 or less has already arrived.
    static func springSample(
        after time: Double, from start: Double, to target: Double, velocity: Double,
        duration: Double, dampingRatio: Double
    ) -> PieceSpringSample {
        guard duration > 0 else { return PieceSpringSample(position: target, velocity: 0) }
        let t = max(time, 0), omega = 2 * Double.pi / duration, zeta = max(dampingRatio, 0)
        let offset = start - target
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: (A + Bt)·e^(−ωt).
            let b = velocity + omega * offset, decay = exp(-omega * t)
            return PieceSpringSample(position: target + (offset + b * t) * decay, velocity: (velocity - omega * b * t) * decay)
        }
        if zeta < 1 {
            // Underdamped: e^(−ζωt)·(A cos ω_d t + B sin ω_d t).
            let decayRate = zeta * omega, damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (velocity + decayRate * offset) / damped, decay = exp(-decayRate * t)
            let cosine = cos(damped * t), sine = sin(damped * t)
            let position = target + decay * (offset * cosine + b * sine)
            let speed = decay * (velocity * cosine - (decayRate * velocity + omega * omega * offset) / damped * sine)
            return PieceSpringSample(position: position, velocity: speed)
        }
        // Overdamped: C₁e^(r₁t) + C₂e^(r₂t), both roots negative.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c1 = (velocity - r2 * offset) / (r1 - r2), c2 = offset - c1
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return PieceSpringSample(position: target + c1 * e1 + c2 * e2, velocity: r1 * c1 * e1 + r2 * c2 * e2)
    }
}

private nonisolated extension PieceMotion {
    /// Where a `settle(velocity:from:to:tier:)` launched `time` seconds ago draws its value now, and how fast
    /// it moves (points per second): the same spring, capped velocity and Reduce Motion choice as the settle.
    /// The model value is already `target`, so a finger that catches the thing mid-flight must start from
    /// here, or it jumps. Measure `time` from the release's `time` to the new drag's first event.
    ///
    ///     let drawn = motion.settleSample(after: value.time.timeIntervalSince(releaseTime),
    ///                                     velocity: releaseVelocity, from: releasedAt, to: restingPlace)
    ///     dragOrigin = drawn.position   // then follow the finger from there, without animation
    func settleSample(
        after time: Double, velocity: CGFloat, from start: CGFloat, to target: CGFloat, tier: Tier = .elastic
    ) -> PieceSpringSample {
        let spring = reduceMotion ? PieceMotion.reducedSpring : tier.spring
        let relative = PieceMotion.relativeVelocity(
            Double(velocity), from: Double(start), to: Double(target), springDuration: spring.duration)
        let frequency = 2 * Double.pi / spring.duration
        let initial = reduceMotion ? min(max(relative, -frequency), frequency) : relative
        return PieceMotion.springSample(
            after: time, from: Double(start), to: Double(target), velocity: initial * Double(target - start),
            duration: spring.duration, dampingRatio: PieceMotion.dampingRatio(bounce: spring.bounce))
    }
}

private nonisolated extension PieceMotion {
    /// Where a flick at `velocity` (points per second) would coast to from `position`, decelerating the way
    /// a scroll view does. 0.998 coasts like a scroll view; 0.99 is shorter and suits detents, so a moderate
    /// flick doesn't skip one. A rate outside 0..<1 describes no deceleration, so it coasts nowhere.
    static func project(_ position: CGFloat, velocity: CGFloat, decelerationRate: CGFloat = 0.99) -> CGFloat {
        guard decelerationRate >= 0, decelerationRate < 1 else { return position }
        return position + velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// The candidate closest to `value`; the earlier one on a tie, and `value` itself when there are none.
    ///
    ///     let heading = PieceMotion.project(offset, velocity: drag.velocity.height)
    ///     let detent = PieceMotion.nearest(heading, in: [0, 320, 640])
    static func nearest(_ value: CGFloat, in candidates: [CGFloat]) -> CGFloat {
        candidates.min { abs($0 - value) < abs($1 - value) } ?? value
    }
}

private nonisolated extension PieceMotion {
    /// How far something travels when pulled `overshoot` points past its limit: the scroll view's edge
    /// curve, (1 − 1 / (|overshoot| × coefficient / limit + 1)) × limit. It grows ever more slowly and never
    /// reaches `limit`; 0.55 matches a scroll view. Size `limit` to the thing: 24 to 40 for a thumb or a
    /// toggle, 60 to 120 for a card or a sheet. Band the total pull, never each event's delta.
    static func rubberBand(_ overshoot: CGFloat, limit: CGFloat, coefficient: CGFloat = 0.55) -> CGFloat {
        guard limit > 0, overshoot != 0 else { return 0 }
        let banded = (1 - 1 / (abs(overshoot) * coefficient / limit + 1)) * limit
        return overshoot < 0 ? -banded : banded
    }

    /// `value` unchanged inside `range`; past either end only the overshoot is banded, so the value moves
    /// on with growing resistance. For a control only the visual position does this: keep the committed
    /// value clamped.
    static func rubberBand(
        _ value: CGFloat, in range: ClosedRange<CGFloat>, limit: CGFloat, coefficient: CGFloat = 0.55
    ) -> CGFloat {
        if value < range.lowerBound {
            return range.lowerBound + rubberBand(value - range.lowerBound, limit: limit, coefficient: coefficient)
        }
        if value > range.upperBound {
            return range.upperBound + rubberBand(value - range.upperBound, limit: limit, coefficient: coefficient)
        }
        return value
    }

    /// How fast the banded travel grows per point of pull at `overshoot` points past the limit: the slope of
    /// `rubberBand(_:limit:coefficient:)`, coefficient / (|overshoot| × coefficient / limit + 1)². It starts at
    /// `coefficient` and falls toward 0. Multiply the finger's velocity by it to hand the banded thing's own
    /// velocity to the release spring (the ratio banded / overshoot is the secant, 1.5 to 2× too fast near `limit`).
    static func rubberBandSlope(_ overshoot: CGFloat, limit: CGFloat, coefficient: CGFloat = 0.55) -> CGFloat {
        guard limit > 0 else { return 0 }
        let growth = abs(overshoot) * coefficient / limit + 1
        return coefficient / (growth * growth)
    }

    /// The slope of `rubberBand(_:in:limit:coefficient:)` at `value`: 1 inside `range`, where the value moves
    /// with the finger, and the banded slope past either end.
    static func rubberBandSlope(
        _ value: CGFloat, in range: ClosedRange<CGFloat>, limit: CGFloat, coefficient: CGFloat = 0.55
    ) -> CGFloat {
        if value < range.lowerBound {
            return rubberBandSlope(value - range.lowerBound, limit: limit, coefficient: coefficient)
        }
        if value > range.upperBound {
            return rubberBandSlope(value - range.upperBound, limit: limit, coefficient: coefficient)
        }
        return 1
    }
}

private nonisolated extension PieceMotion {
    /// The pressed scale for a surface of `size`: each edge sinks about 2.5 points, whatever the size, so
    /// 1 − 5 / √(width × height), held within 0.92…0.985. An icon button lands on 0.92, a pill near 0.95
    /// and a card near 0.985.
    static func pressScale(for size: CGSize) -> CGFloat {
        let side = (max(size.width, 1) * max(size.height, 1)).squareRoot()
        return min(max(1 - 5 / side, 0.92), 0.985)
    }

    /// The pressed scale per axis for a wide or tall surface: each edge sinks the same 2.5 points,
    /// 1 − 5 / width across and 1 − 5 / height down, each held within 0.92…0.985 and within
    /// ± `maximumDistortion` / 2 of the uniform `pressScale(for:)`, so text on a long pill squashes by no more
    /// than that. A square gets the uniform scale on both axes.
    static func axisPressScale(for size: CGSize, maximumDistortion: CGFloat = 0.03) -> CGSize {
        let uniform = pressScale(for: size), band = max(maximumDistortion, 0) / 2
        func axis(_ length: CGFloat) -> CGFloat {
            let ideal = 1 - 5 / max(length, 1)
            return min(max(min(max(ideal, uniform - band), uniform + band), 0.92), 0.985)
        }
        return CGSize(width: axis(size.width), height: axis(size.height))
    }

    /// The scale anchor for a press at `touch` (in the view's own points), in unit space (0…1 on each axis):
    /// `lean` of the way from the center toward the touch. A touch outside the view counts from its edge;
    /// an unmeasured view presses from its center.
    static func leanAnchor(touch: CGPoint, in size: CGSize, lean: CGFloat = 0.5) -> CGPoint {
        guard size.width > 0, size.height > 0 else { return CGPoint(x: 0.5, y: 0.5) }
        let lean = min(max(lean, 0), 1)
        let unitX = min(max(touch.x / size.width, 0), 1)
        let unitY = min(max(touch.y / size.height, 0), 1)
        return CGPoint(x: 0.5 + (unitX - 0.5) * lean, y: 0.5 + (unitY - 0.5) * lean)
    }
}

/// The release of a drag: where it ended and how fast it was moving.
private nonisolated struct PieceDragRelease: Equatable, Sendable {
    /// The total movement from the first event to the last, in points.
    var translation: CGSize
    /// How fast the finger was moving when it lifted, in points per second (`DragGesture.Value.velocity`).
    var velocity: CGSize
    /// Where SwiftUI predicts the drag would have come to rest, as a translation.
    var predictedEndTranslation: CGSize
    /// Where the drag began, in the gesture's coordinate space.
    var startLocation: CGPoint
    /// Where the drag ended, in the gesture's coordinate space.
    var location: CGPoint
    /// When the last event happened.
    var time: Date
}

private extension PieceDragRelease {
    /// The release of `value`, a drag's last event: for a piece that composes its own drag (a long press
    /// sequenced before it, say) and still hands releases around in this shape.
    init(_ value: DragGesture.Value) {
        self.init(
            translation: value.translation, velocity: value.velocity,
            predictedEndTranslation: value.predictedEndTranslation,
            startLocation: value.startLocation, location: value.location, time: value.time)
    }
}

/// How a `pieceDrag` competes with the other gestures on and around its view.
private nonisolated enum PieceDragPriority: Equatable, Sendable {
    /// `gesture(_:including:)`: a gesture on a subview wins.
    case normal
    /// `highPriorityGesture(_:including:)`: wins over the gestures of its subviews.
    case high
    /// `simultaneousGesture(_:including:)`: runs alongside the others (a pan next to a pinch).
    case simultaneous
}

/// The drag behind `pieceDrag`. The activity lives in `@GestureState`, which SwiftUI resets however the
/// gesture stops; a reset that `onEnded` did not come before is a cancellation.
private struct PieceDragGate: ViewModifier {
    var minimumDistance: CGFloat
    var coordinateSpace: CoordinateSpace
    var isEnabled: Bool
    var mask: GestureMask
    var priority: PieceDragPriority
    var onChanged: (DragGesture.Value) -> Void
    var onEnded: (PieceDragRelease) -> Void
    var onCancelled: () -> Void

    /// True from the drag's first event until SwiftUI resets it: on the end, or on a cancellation.
    @GestureState private var dragActive = false
    /// True between a drag's first event and its end or cancellation: what `onCancelled` puts back.
    @State private var dragInFlight = false

    func body(content: Content) -> some View {
        // Disabled, the drag leaves out the view itself and keeps its subviews' gestures.
        let included: GestureMask = isEnabled ? mask : mask.subtracting(.gesture)
        let drag = DragGesture(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
            .updating($dragActive) { _, active, _ in active = true }
            .onChanged { value in
                if !dragInFlight { dragInFlight = true }
                onChanged(value)
            }
            .onEnded { value in
                dragInFlight = false
                onEnded(PieceDragRelease(value))
            }
        return Group {
            switch priority {
            case .normal: content.gesture(drag, including: included)
            case .high: content.highPriorityGesture(drag, including: included)
            case .simultaneous: content.simultaneousGesture(drag, including: included)
            }
        }
        // SwiftUI resets the gesture state after `onEnded`; a reset still in flight had no end.
        .onChange(of: dragActive) { _, active in
            if !active { cancelIfInFlight() }
        }
        // A view removed mid-drag sees no reset of its own.
        .onDisappear { cancelIfInFlight() }
    }

    private func cancelIfInFlight() {
        guard dragInFlight else { return }
        dragInFlight = false
        onCancelled()
    }
}

private extension View {
    /// Calls `onChanged` for every drag event, `onEnded` once with the release, and `onCancelled`
    /// when the drag stops without ending (second finger, system gesture, view removed), so a
    /// piece can always put its in-flight state back.
    ///
    /// Exactly one of `onEnded` and `onCancelled` follows every drag that called `onChanged`. Turning
    /// `isEnabled` off mid-drag cancels it. `mask` and `priority` are those of SwiftUI's `gesture`,
    /// `highPriorityGesture` and `simultaneousGesture`; set `priority: .simultaneous` to pan beside a pinch.
    func pieceDrag(
        minimumDistance: CGFloat = 10,
        coordinateSpace: CoordinateSpace = .local,
        isEnabled: Bool = true,
        including mask: GestureMask = .all,
        priority: PieceDragPriority = .normal,
        onChanged: @escaping (DragGesture.Value) -> Void,
        onEnded: @escaping (PieceDragRelease) -> Void,
        onCancelled: @escaping () -> Void
    ) -> some View {
        modifier(PieceDragGate(
            minimumDistance: minimumDistance, coordinateSpace: coordinateSpace, isEnabled: isEnabled,
            mask: mask, priority: priority, onChanged: onChanged, onEnded: onEnded, onCancelled: onCancelled))
    }
}

/// Presses a view in: size-aware depth, anchored partway toward the finger, and kept there through the
/// release so the surface re-expands from where it was pressed. Under Reduce Motion it dims instead.
private struct PiecePressEffect: ViewModifier {
    /// Whether the finger is down.
    var pressing: Bool
    /// Where the finger is, in the view's own points, or `nil` when it is not known.
    var touchPoint: CGPoint?
    /// Whether each axis sinks by its own scale (`axisPressScale(for:)`), for wide or tall shapes.
    var perAxis = false

    @Environment(\.accessibilityReduceMotion) private var pressReduceMotion
    /// The view's measured size, which sets the depth.
    @State private var measuredSize: CGSize = .zero
    /// The last known touch, kept through the release.
    @State private var heldTouch: CGPoint?

    func body(content: Content) -> some View {
        let motion = PieceMotion(reduceMotion: pressReduceMotion)
        let anchor = (touchPoint ?? heldTouch).map { PieceMotion.leanAnchor(touch: $0, in: measuredSize) }
        let unit = anchor.map { UnitPoint(x: $0.x, y: $0.y) } ?? .center
        let uniform = PieceMotion.pressScale(for: measuredSize)
        let depth = perAxis ? PieceMotion.axisPressScale(for: measuredSize) : CGSize(width: uniform, height: uniform)
        let sinks = pressing && !pressReduceMotion, dims = pressing && pressReduceMotion
        return content
            .onGeometryChange(for: CGSize.self) { $0.size } action: { measuredSize = $0 }
            // Scoped, so only the press itself animates, never the content's own changes.
            .animation(pressing ? motion.press : motion.release) { view in
                view
                    .scaleEffect(sinks ? depth : CGSize(width: 1, height: 1), anchor: unit)
                    // Reduce Motion: dim rather than move, and never turn the surface see-through.
                    .brightness(dims ? -0.08 : 0)
            }
            .onChange(of: touchPoint) { _, touch in
                if let touch { heldTouch = touch }
            }
    }
}

private extension View {
    /// Presses this view in while `isPressed`: it sinks about 2.5 points at each edge (never bouncing on the
    /// way in), leans toward `touch` and springs back elastically on release. Under Reduce Motion it dims
    /// instead of scaling.
    ///
    /// `touch` is the finger in this view's own points, e.g. from a `DragGesture(minimumDistance: 0)`'s
    /// `location`; pass `nil` when it is not known. Leave the lean out inside a `ScrollView` or `List`: a
    /// zero-distance drag there competes with scrolling.
    ///
    /// `perAxis` sinks each edge by the same 2.5 points on a wide or tall shape (a full-width pill, a bar), where
    /// one uniform scale would pull the long edges in several times further than the short ones; the two
    /// scales stay within 3% of each other so text is barely squashed.
    func piecePress(isPressed: Bool, touch: CGPoint?, perAxis: Bool = false) -> some View {
        modifier(PiecePressEffect(pressing: isPressed, touchPoint: touch, perAxis: perAxis))
    }
}

/// A button style that presses its label in with `piecePress`: size-aware depth from the center (a button
/// style never sees the touch, which keeps it free to scroll), dimming under Reduce Motion.
private struct PiecePressStyle: ButtonStyle {
    /// Whether each axis sinks by its own scale, for a wide or tall button.
    var perAxis = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.piecePress(isPressed: configuration.isPressed, touch: nil, perAxis: perAxis)
    }
}

private extension ButtonStyle where Self == PiecePressStyle {
    /// `.buttonStyle(.piecePress)`: presses the label in by a few points and springs it back.
    static var piecePress: PiecePressStyle { PiecePressStyle() }

    /// `.buttonStyle(.piecePress(perAxis: true))`: the same, sinking each edge by the same points on a wide
    /// or tall button.
    static func piecePress(perAxis: Bool) -> PiecePressStyle { PiecePressStyle(perAxis: perAxis) }
}

// pieces-motion: end
