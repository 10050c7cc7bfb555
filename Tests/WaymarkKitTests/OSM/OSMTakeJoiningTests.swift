import Testing

@testable import WaymarkKit

/// A street's ways, cut a block each by OpenStreetMap, are joined into one line before names are written along it.
@Suite struct OSMTakeJoiningTests {
    typealias Shape = OSMTake.Shape

    static func line(_ name: String?, _ points: [Int32], style: ContextStyle = .street, closed: Bool = false) -> Shape {
        Shape(style: style, closed: closed, name: name, points: points)
    }

    @Test func waysOfOneNameThatTouchBecomeOneLineWhicheverWayTheyRun() {
        let joined = OSMTake.joined([
            Self.line("Kaivokatu", [0, 0, 0, 10]),
            Self.line("Kaivokatu", [0, 20, 0, 10]),  // runs the other way
            Self.line("Kaivokatu", [0, 20, 0, 30]),
        ])
        #expect(joined == [Self.line("Kaivokatu", [0, 0, 0, 10, 0, 20, 0, 30])])
    }

    @Test func otherNamesStylesRingsAndUnnamedWaysAreKeptAsTheyAre() {
        let shapes = [
            Self.line("Kaivokatu", [0, 0, 0, 10]),
            Self.line("Aleksanterinkatu", [0, 10, 0, 20]),
            Self.line("Kaivokatu", [0, 10, 0, 20], style: .majorStreet),
            Self.line(nil, [0, 10, 5, 5]),
            Self.line("Kaivokatu", [0, 10, 1, 1, 0, 10], closed: true),
        ]
        #expect(OSMTake.joined(shapes) == shapes)
    }
}
