/// `motion.html`: every tier and role of the foundation drawn from its exact spring solution, the
/// Reduce Motion substitute beside it, a dot per curve that the browser moves with a CSS `linear()`
/// easing sampled from the same solution, and the gesture physics (settle with velocity, rubber
/// band, projection, coast). Anchors `section-<name>` let piece pages link the sections they carry.
struct MotionPage {
    var layout: PageLayout
    /// The foundation's sections, in foundation order.
    var sections: [FoundationSections.Section]

    /// One loop of every dot: the slowest spring out and back, with half a second of rest at each end,
    /// so all dots start together and can be compared.
    static let cycle: Double = {
        let springs = MotionVocabulary.tiers.map(\.spring) + [MotionVocabulary.reducedSpring]
        let slowest = springs.map { SpringSampler($0).restTime }.max() ?? 1
        return ((2 * slowest + 1) * 10).rounded(.up) / 10
    }()

    func render() -> String {
        var body = """
            <h1>Motion</h1>
            <p class="lede">Every piece moves with one motion language, <code>PieceMotion</code>. Each curve below is \
            the exact solution of the spring SwiftUI runs for <code>Spring(duration:bounce:)</code>, sampled every \
            millisecond; the dots move along the same solution through a CSS <code>linear()</code> easing, the solid \
            dot with the spring and the hollow one with its Reduce Motion substitute.</p>
            <p class="reduced-note">Your system asks for reduced motion, so the dots stay still; the plots show the \
            same curves.</p>

            """
        body += "<section aria-labelledby=\"tiers-h\" id=\"tiers\">\n<h2 id=\"tiers-h\">Tiers</h2>\n"
        body +=
            """
            <p>Five springs every motion is built from. Under Reduce Motion each role lands on the short critically \
            damped spring (0.25 s, no bounce).</p>\n
            """
        body += "<div class=\"cards\">\n" + MotionVocabulary.tiers.map(tierCard).joined() + "</div>\n</section>\n"
        body += "<section aria-labelledby=\"roles-h\" id=\"roles\">\n<h2 id=\"roles-h\">Roles</h2>\n"
        body += "<p>A role names the moment something moves; pieces pick a role, never a raw spring.</p>\n"
        body += "<div class=\"cards\">\n" + MotionVocabulary.roles.map(roleCard).joined() + "</div>\n</section>\n"
        body += GesturePlots().render()
        body += sectionList()
        return layout.render(
            title: "Motion · \(layout.siteTitle)",
            description: "The spring tiers, roles and gesture physics of PieceMotion.",
            section: .motion, body: body)
    }

    private func tierCard(_ tier: MotionVocabulary.Tier) -> String {
        let figures = Self.figures(tier.spring) + [("Reduce Motion", Self.describe(MotionVocabulary.reducedSpring))]
        return card(
            id: "tier-\(tier.name)", title: tier.name, use: tier.use, figures: figures,
            spring: tier.spring, reduced: MotionVocabulary.reducedSpring)
    }

    private func roleCard(_ role: MotionVocabulary.Role) -> String {
        let id = "role-\(role.name)"
        switch role.curve {
        case .easeInOut(let duration):
            let plot = SVGPlot(
                id: id, title: "\(role.name): ease-in-out over \(SpringSampler.number(duration, decimals: 2)) s",
                summary:
                    "Position over time, an ease-in-out curve from 0 to 1; under Reduce Motion it does not animate.",
                xRange: 0...duration, yRange: 0...1.2, xLabel: "seconds", yLabel: "position",
                series: [
                    .init(
                        points: (0...80).map {
                            let t = duration * Double($0) / 80
                            return (t, EaseInOut.value(at: t / duration))
                        },
                        style: "curve", label: "ease-in-out")
                ],
                guides: Self.timeGuides(until: duration) + Self.positionGuides)
            let lanes = """
                <div class="lanes" role="img" aria-label="A dot drifting back and forth with ease-in-out; it rests \
                under Reduce Motion.">
                <div class="lane"><span class="lane-label">ambient</span><div class="rail"><span class="dot ambient" \
                style="animation-duration:\(SpringSampler.number(duration, decimals: 2))s"></span></div></div>
                <div class="lane"><span class="lane-label">reduced</span><div class="rail"><span class="dot hollow \
                still"></span></div></div>
                </div>
                """
            let figures = [
                ("Curve", "ease-in-out, \(SpringSampler.number(duration, decimals: 2)) s, repeats autoreversing"),
                ("Reduce Motion", "none: loops rest at their designed pose")
            ]
            return article(
                id: id, title: role.name, use: role.use, figures: figures, visuals: plot.render() + "\n" + lanes)
        case .spring(let spring):
            var figures = Self.figures(spring)
            if let tier = role.tier { figures.insert(("Tier", "<a href=\"#tier-\(tier)\">\(tier)</a>"), at: 0) }
            let reduced: SpringParameters
            switch role.reduced {
            case .spring(let substitute):
                reduced = substitute
                figures.append(("Reduce Motion", Self.describe(substitute)))
            case .unchanged, .none:
                reduced = spring
                figures.append(("Reduce Motion", "unchanged (a press dims instead of scaling)"))
            }
            return card(id: id, title: role.name, use: role.use, figures: figures, spring: spring, reduced: reduced)
        }
    }

    private func card(
        id: String, title: String, use: String, figures: [(String, String)], spring: SpringParameters,
        reduced: SpringParameters
    ) -> String {
        let sampler = SpringSampler(spring)
        let reducedSampler = SpringSampler(reduced)
        let end = max(sampler.restTime, reducedSampler.restTime, 0.3)
        let plot = SVGPlot(
            id: id, title: "\(title): position over time",
            summary:
                """
                The spring (solid) rises from 0 to 1, overshooting \(Self.percent(sampler.overshoot)) and resting \
                after 
                """
                    + """
                    \(Self.milliseconds(sampler.restTime)); the Reduce Motion substitute (dashed) rests after \
                    \(Self.milliseconds(reducedSampler.restTime)).
                    """,
            xRange: 0...end, yRange: 0...1.2, xLabel: "seconds", yLabel: "position",
            series: [
                .init(
                    points: reducedSampler.points(until: end, count: 120).map { ($0.time, $0.position) },
                    style: "curve-reduced", label: "Reduce Motion"),
                .init(
                    points: sampler.points(until: end, count: 120).map { ($0.time, $0.position) }, style: "curve",
                    label: "spring")
            ],
            guides: Self.timeGuides(until: end) + Self.positionGuides)
        let lanes = """
            <div class="lanes" role="img" aria-label="Two dots looping: one with the \(HTML.escape(title)) spring, one \
            with its Reduce Motion substitute.">
            \(Self.lane("spring", sampler, hollow: false))
            \(Self.lane("reduced", reducedSampler, hollow: true))
            </div>
            """
        return article(id: id, title: title, use: use, figures: figures, visuals: plot.render() + "\n" + lanes)
    }

    private func article(id: String, title: String, use: String, figures: [(String, String)], visuals: String) -> String
    {
        let list = figures.map { "<dt>\(HTML.escape($0.0))</dt><dd>\($0.1)</dd>" }.joined()
        return """
            <article class="motion-card" id="\(id)" aria-labelledby="\(id)-h">
            <h3 id="\(id)-h"><a href="#\(id)">\(HTML.escape(title))</a></h3>
            <p>\(HTML.escape(use))</p>
            <dl class="figures">\(list)</dl>
            \(visuals)
            </article>

            """
    }

    static func lane(_ label: String, _ sampler: SpringSampler, hollow: Bool) -> String {
        let easing = sampler.loopEasing(cycle: cycle)
        let style =
            "animation-duration:\(SpringSampler.number(cycle, decimals: 2))s;animation-timing-function:\(easing)"
        return
            """
            <div class=\"lane\"><span class=\"lane-label\">\(label)</span><div class=\"rail\"><span \
            class=\"dot\(hollow ? " hollow" : "")\" style=\"\(style)\"></span></div></div>
            """
    }

    static func figures(_ spring: SpringParameters) -> [(String, String)] {
        let sampler = SpringSampler(spring)
        return [
            ("Spring", describe(spring)),
            ("Overshoot", percent(sampler.overshoot)),
            ("90% at", milliseconds(sampler.timeTo90Percent)),
            ("At rest (±0.1%)", milliseconds(sampler.restTime))
        ]
    }

    static func describe(_ spring: SpringParameters) -> String {
        let zeta = SpringSolution.dampingRatio(bounce: spring.bounce)
        return
            """
            \(SpringSampler.number(spring.duration, decimals: 3)) s, bounce \
            \(SpringSampler.number(spring.bounce, decimals: 3)) 
            """
                + "(ζ = \(SpringSampler.number(zeta, decimals: 3)))"
    }

    static func percent(_ value: Double) -> String { "\(SpringSampler.number(value * 100, decimals: 1))%" }
    static func milliseconds(_ seconds: Double) -> String { "\(Int((seconds * 1000).rounded())) ms" }

    static let positionGuides = [
        SVGPlot.Guide(value: 0, label: "0", isVertical: false),
        SVGPlot.Guide(value: 1, label: "1", isVertical: false, isEmphasized: true)
    ]

    /// Vertical lines every 0.1 s (every 0.2 s past a second), labelled.
    static func timeGuides(until end: Double) -> [SVGPlot.Guide] {
        let step = end > 1 ? 0.2 : 0.1
        return stride(from: step, through: end + 1e-9, by: step).map {
            SVGPlot.Guide(value: $0, label: SpringSampler.number($0, decimals: 1), isVertical: true)
        }
    }

    /// The foundation's sections with their summaries, each an anchor piece pages link to.
    private func sectionList() -> String {
        let rows = sections.map { section in
            let plot =
                GesturePlots.anchor(forSection: section.name).map { " <a href=\"#\($0)\">see the plot</a>" } ?? ""
            return
                """
                <tr id=\"section-\(HTML.slug(section.name))\"><th \
                scope=\"row\"><code>\(HTML.escape(section.name))</code></th>
                """
                    + "<td>\(HTML.escape(section.summary))\(plot)</td></tr>"
        }.joined(separator: "\n")
        return """
            <section aria-labelledby="sections-h" id="sections">
            <h2 id="sections-h">Foundation sections</h2>
            <p>A piece carries a private copy of just the sections it uses, under <code>// MARK: - Piece \
            motion</code>.</p>
            <div class="table-wrap"><table class="sections">
            <thead><tr><th scope="col">Section</th><th scope="col">What it holds</th></tr></thead>
            <tbody>
            \(rows)
            </tbody>
            </table></div>
            </section>

            """
    }
}
