import Foundation

extension SearchIndex {
    /// The set of locations (list ordinals) that have a token, written as the shorter of two JSON forms.
    ///
    /// Runs: `[skip, take, skip, take, …]`, short for the long stretches of one city or street. Bitmap: a base64
    /// string of `count` bits, bit i (least significant first in each byte) set for ordinal i; never more than
    /// count/6 characters, however common the token.
    struct Posting {
        var ordinals: [Int]

        func json(count: Int) -> String {
            let runs = self.runs
            let bitmapLength = (count + 7) / 8
            let base64Length = (bitmapLength + 2) / 3 * 4 + 2
            if runs.count * 2 < base64Length {
                let text = "[" + runs.map(String.init).joined(separator: ",") + "]"
                if text.utf8.count <= base64Length { return text }
            }
            return "\"" + Self.base64(bitmap(count: count)) + "\""
        }

        var runs: [Int] {
            var out: [Int] = []
            var next = 0
            var i = 0
            while i < ordinals.count {
                var j = i
                while j + 1 < ordinals.count, ordinals[j + 1] == ordinals[j] + 1 { j += 1 }
                out.append(ordinals[i] - next)
                out.append(j - i + 1)
                next = ordinals[j] + 1
                i = j + 1
            }
            return out
        }

        func bitmap(count: Int) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: (count + 7) / 8)
            for ordinal in ordinals { bytes[ordinal >> 3] |= 1 << UInt8(ordinal & 7) }
            return bytes
        }

        /// Sorted union of sorted ordinal lists.
        static func union(_ lists: [[Int]], count: Int) -> Posting {
            var seen = [Bool](repeating: false, count: count)
            for list in lists { for ordinal in list { seen[ordinal] = true } }
            return Posting(ordinals: seen.indices.filter { seen[$0] })
        }

        static func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }
    }
}
