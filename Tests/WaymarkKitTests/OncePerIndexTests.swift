import Foundation
import Testing

@testable import WaymarkKit

@Suite struct OncePerIndexTests {
    @Test func eachValueIsMadeOnceAndKept() {
        let values = OncePerIndex<String?>(count: 3)
        var made: [Int] = []
        for index in [2, 0, 2, 0, 1] {
            _ = values.value(at: index) {
                made.append(index)
                return index == 1 ? nil : "value \(index)"
            }
        }
        #expect(made == [2, 0, 1])
        #expect(values.value(at: 2) { "made again" } == "value 2")
        #expect(values.value(at: 1) { "made again" } == nil)
    }

    @Test func routePathsJoinTheirSegments() {
        #expect(Route().path == "/")
        #expect(Route("locations", "soho-branch").path == "/locations/soho-branch/")
        #expect(Route.file("404.html").path == "/404.html")
        #expect(Route.file("0.json", in: ["search", "h"]).path == "/search/h/0.json")
    }
}
