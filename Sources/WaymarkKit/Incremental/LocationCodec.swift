/// A location as bytes, for the record cache (`RecordCache`): every stored field but its position, which is where the
/// record is in its file now and is given when the bytes are read back.
///
/// Numbers are LEB128 (zig-zag for those that may be negative), a coordinate's two numbers their eight bytes, a string
/// its length and UTF-8 bytes. The lists, details and hours are each a length-prefixed section, so that a reader can
/// share one value among the locations whose sections are the same bytes, as `LocationInterner` does for parsed ones.
/// `RecordCacheTests` round-trips random locations and counts each type's stored properties, so a field added to the
/// model without a line here fails a test rather than being lost between builds.
enum LocationCodec {
    static func encode(_ location: Location) -> [UInt8] {
        var w = CodecWriter()
        w.string(location.id.value)
        w.byte(location.kind == .branch ? 0 : 1)
        w.string(location.name)
        w.string(location.brand)
        w.strings(location.address.lines)
        w.string(location.address.district)
        w.string(location.address.city)
        w.string(location.address.postcode)
        w.string(location.address.country)
        w.string(location.address.region)
        w.double(location.coordinate.latitude)
        w.double(location.coordinate.longitude)
        w.string(location.phone)
        w.status(location.status)
        w.section { $0.strings(location.services) }
        w.section { $0.strings(location.accessibility) }
        w.section { w in
            w.count(location.details.count)
            for detail in location.details {
                w.string(detail.label)
                w.string(detail.value)
            }
        }
        w.section { w in location.hours.map { w.hours($0) } }
        w.section { w in
            w.count(location.hourSets.count)
            for set in location.hourSets {
                w.string(set.name)
                w.hours(set.hours)
            }
        }
        w.section { w in
            w.count(location.translations.count)
            for text in location.translations {
                w.string(text.language)
                w.string(text.name)
                w.strings(text.lines)
                w.string(text.city)
                w.string(text.notes)
            }
        }
        return w.out
    }

    /// Reads what `encode` wrote, at `position`; nil when the bytes are not a whole location. `shared` keeps the
    /// sections read so far, so that equal ones are one value.
    static func decode(_ bytes: UnsafeRawBufferPointer, position: SourcePosition, shared: inout SharedSections) -> Location? {
        var r = CodecReader(bytes: bytes)
        guard let idText = r.string(), let id = Slug(validating: idText), let kindByte = r.byte(), kindByte < 2,
            let name = r.string(), let brand = r.string(), let lines = r.strings(), let district = r.string(), let city = r.string(),
            let postcode = r.string(), let country = r.string(), let region = r.string(), let latitude = r.double(),
            let longitude = r.double(), let phone = r.string(), let status = r.status(),
            let services = r.section(&shared.lists, { $0.strings() }),
            let accessibility = r.section(&shared.lists, { $0.strings() }),
            let details = r.section(&shared.details, readDetails),
            let hours = r.section(&shared.hours, readHours), let hourSets = r.section(&shared.hourSets, readHourSets),
            let translations = r.section(&shared.translations, readTranslations), r.isAtEnd
        else { return nil }
        return Location(
            id: id, kind: kindByte == 0 ? .branch : .atm, name: name, brand: brand,
            address: .init(lines: lines, district: district, city: city, postcode: postcode, country: country, region: region),
            coordinate: Coordinate(latitude: latitude, longitude: longitude), phone: phone, services: services,
            accessibility: accessibility, details: details, hours: hours ?? nil, hourSets: hourSets,
            status: status, position: position, translations: translations)
    }

    /// The lists, details and hours read so far, by their bytes' digest.
    struct SharedSections {
        var lists: [Digest: [String]] = [:]
        var details: [Digest: [Location.Detail]] = [:]
        var hours: [Digest: OpeningHours?] = [:]
        var hourSets: [Digest: [HourSet]] = [:]
        var translations: [Digest: [LocalizedText]] = [:]
    }

    private static func readTranslations(_ r: inout CodecReader) -> [LocalizedText]? {
        guard let count = r.count() else { return nil }
        var texts: [LocalizedText] = []
        for _ in 0..<count {
            guard let language = r.string(), let name = r.string(), let lines = r.strings(), let city = r.string(),
                let notes = r.string()
            else { return nil }
            texts.append(LocalizedText(language: language, name: name, lines: lines, city: city, notes: notes))
        }
        return texts
    }

    private static func readDetails(_ r: inout CodecReader) -> [Location.Detail]? {
        guard let count = r.count() else { return nil }
        var details: [Location.Detail] = []
        details.reserveCapacity(count)
        for _ in 0..<count {
            guard let label = r.string(), let value = r.string() else { return nil }
            details.append(Location.Detail(label: label, value: value))
        }
        return details
    }

    /// The hours, `.some(nil)` for an empty section (a location without hours), nil when the bytes are not hours.
    private static func readHours(_ r: inout CodecReader) -> OpeningHours?? {
        if r.isAtEnd { return .some(nil) }
        return readWholeHours(&r).map { .some($0) }
    }

    private static func readHourSets(_ r: inout CodecReader) -> [HourSet]? {
        guard let count = r.count() else { return nil }
        var sets: [HourSet] = []
        for _ in 0..<count {
            guard let name = r.string(), let hours = readWholeHours(&r) else { return nil }
            sets.append(HourSet(name: name, hours: hours))
        }
        return sets
    }

    private static func readWholeHours(_ r: inout CodecReader) -> OpeningHours? {
        guard let timeZone = r.string(), let weekly = r.weekly(), let notes = r.string(), let osm = r.string(),
            let count = r.count()
        else { return nil }
        var hours = OpeningHours(timeZone: timeZone, weekly: weekly, notes: notes)
        hours.osm = osm
        for _ in 0..<count {
            guard let name = r.string(), let from = r.day(), let through = r.day(), let weekly = r.weekly(),
                let notes = r.string()
            else { return nil }
            hours.special.append(SpecialHours(name: name, from: from, through: through, weekly: weekly, notes: notes))
        }
        return hours
    }
}

extension CodecWriter {
    /// A week of hours with its notes, OpenStreetMap value and dated exceptions.
    mutating func hours(_ hours: OpeningHours) {
        string(hours.timeZone)
        weekly(hours.weekly)
        string(hours.notes)
        string(hours.osm)
        count(hours.special.count)
        for entry in hours.special {
            string(entry.name)
            day(entry.from)
            day(entry.through)
            weekly(entry.weekly)
            string(entry.notes)
        }
    }
}

/// Writes the numbers, strings and digests of the record cache (`LocationCodec`, `RecordCache`).
struct CodecWriter {
    var out: [UInt8] = []

    mutating func byte(_ value: UInt8) { out.append(value) }

    mutating func unsigned(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }

    /// Zig-zag: small negative numbers stay short.
    mutating func int(_ value: Int) {
        let v = Int64(value)
        unsigned(UInt64(bitPattern: (v << 1) ^ (v >> 63)))
    }

    mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { out.append(contentsOf: $0) }
    }

    /// Its two halves, eight bytes each (little-endian).
    mutating func digest(_ digest: Digest) {
        withUnsafeBytes(of: digest.high.littleEndian) { out.append(contentsOf: $0) }
        withUnsafeBytes(of: digest.low.littleEndian) { out.append(contentsOf: $0) }
    }

    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            count(utf8.count)
            out.append(contentsOf: utf8)
        }
    }

    /// A count or length, which `CodecReader.count` reads.
    mutating func count(_ value: Int) { unsigned(UInt64(value)) }

    mutating func strings(_ texts: [String]) {
        count(texts.count)
        texts.forEach { string($0) }
    }

    mutating func weekly(_ weekly: OpeningHours.Week) {
        // A day that is missing is 0, a day with n intervals n + 1 (an empty day is not a missing one).
        for day in OpeningHours.Weekday.allCases {
            guard let intervals = weekly[day] else {
                count(0)
                continue
            }
            count(intervals.count + 1)
            for interval in intervals {
                int(interval.opens)
                int(interval.closes)
            }
        }
    }

    mutating func day(_ day: CalendarDay) {
        if let year = day.year {
            byte(1)
            int(year)
        } else {
            byte(0)
        }
        int(day.month)
        int(day.day)
    }

    /// What `body` writes, after its length.
    mutating func section(_ body: (inout CodecWriter) -> Void) {
        var inner = CodecWriter()
        body(&inner)
        count(inner.out.count)
        out += inner.out
    }
}

/// Reads what `CodecWriter` writes; each read is nil, never a crash, where the bytes end early or do not fit.
struct CodecReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func unsigned() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = byte() {
            guard shift < 64 else { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    mutating func int() -> Int? {
        guard let v = unsigned() else { return nil }
        return Int(Int64(bitPattern: (v >> 1) ^ (0 &- (v & 1))))
    }

    /// A count or length: not negative, and not more than the bytes left (each item takes one byte at least).
    mutating func count() -> Int? {
        guard let v = unsigned(), v <= UInt64(bytes.count - offset) else { return nil }
        return Int(v)
    }

    mutating func digest() -> Digest? {
        guard bytes.count - offset >= 16 else { return nil }
        defer { offset += 16 }
        return Digest(
            high: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)),
            low: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)))
    }

    mutating func double() -> Double? {
        guard bytes.count - offset >= 8 else { return nil }
        defer { offset += 8 }
        return Double(bitPattern: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
    }

    mutating func string() -> String? {
        guard let count = count() else { return nil }
        defer { offset += count }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]), as: UTF8.self)
    }

    mutating func strings() -> [String]? {
        guard let count = count() else { return nil }
        var texts: [String] = []
        texts.reserveCapacity(count)
        for _ in 0..<count {
            guard let text = string() else { return nil }
            texts.append(text)
        }
        return texts
    }

    mutating func weekly() -> OpeningHours.Week? {
        var weekly: OpeningHours.Week = [:]
        for day in OpeningHours.Weekday.allCases {
            guard let stored = count() else { return nil }
            guard stored > 0 else { continue }
            var intervals: [OpeningHours.Interval] = []
            intervals.reserveCapacity(stored - 1)
            for _ in 1..<stored {
                guard let opens = int(), let closes = int() else { return nil }
                intervals.append(OpeningHours.Interval(opens: opens, closes: closes))
            }
            weekly[day] = intervals
        }
        return weekly
    }

    mutating func day() -> CalendarDay? {
        guard let hasYear = byte(), hasYear < 2 else { return nil }
        var year: Int?
        if hasYear == 1 {
            guard let value = int() else { return nil }
            year = value
        }
        guard let month = int(), let day = int() else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    /// A section read with `body`, which must read all of it; one read before with the same bytes is taken from `seen`.
    mutating func section<T>(_ seen: inout [Digest: T], _ body: (inout CodecReader) -> T?) -> T? {
        guard let count = count() else { return nil }
        let part = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
        offset += count
        let key = Digester.digest { $0.add(bytes: part) }
        if let known = seen[key] { return known }
        var inner = CodecReader(bytes: part)
        guard let value = body(&inner), inner.isAtEnd else { return nil }
        seen[key] = value
        return value
    }
}
