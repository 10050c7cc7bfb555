/// The words each of the browser's scripts (Public/assets/*.js) shows; each script holds their English itself and
/// reads the page's others through words.js.
enum ScriptWords {
    static let hours = [
        "closed", "open_24_hours", "hours_next_day", "js_today", "js_today_holiday", "js_special_hours", "js_open_now_24",
        "js_open_now_closes", "js_closed_opens", "js_opens_at", "js_midnight", "js_local_time", "js_weekdays_short",
        "js_weekdays_long",
    ]
    static let mapzoom = ["zoom_in", "zoom_out", "whole_map", "map_keys"]
    static let locations = [
        "count_atms", "count_branches", "count_locations", "js_kinds_atms", "js_kinds_branches", "js_kinds_locations",
        "kind_atm", "kind_branch", "js_open_now_atms", "js_open_now_branches", "js_open_now_locations", "js_none_open_week",
        "js_next_to_open", "js_type_more", "js_found",
        "js_search_unavailable", "js_none", "js_found_query", "js_none_query", "js_in_places", "js_did_you_mean", "js_or",
        "js_comma", "js_show_more", "map_this_you_are_here", "js_notices_near", "js_finding", "js_nearest",
        "js_nearest_none", "js_nearest_unavailable", "js_near_denied", "js_near_unavailable",
    ]
    static let facets = ["js_map_whole_list", "js_with", "js_and"]
    static let places = [
        "js_remove_confirm", "js_remove", "save", "js_remove_saved", "js_save_place", "js_saved", "js_removed",
        "js_from_query", "js_remove_name", "js_storage_off", "js_remove_text", "js_remove_title", "js_cancel",
    ]
    static let saveSite = ["js_files", "js_offline_saved", "js_save_again", "js_saving_stopped", "js_saving_progress", "js_saving"]
    static let contact = ["js_mail_when"]
    /// Every script's words, each once, in the order above: what a tree's words script holds (`WordsScript`).
    static var all: [String] {
        var seen = Set<String>()
        return (hours + mapzoom + locations + facets + places + saveSite + contact).filter { seen.insert($0).inserted }
    }
}

extension Words {
    /// The keys' strings that differ from the theme's English (a plural key as all its forms) as a JSON object; nil
    /// when none does, so that a page in English carries none.
    func scriptJSON(_ keys: [String]) -> String? {
        let changed = keys.compactMap { key -> (String, JSONWriter.Value)? in
            guard let entry = entries[key], entry.forms != Words.english.entries[key]?.forms else { return nil }
            guard entry.isPlural else { return (key, .string(entry.forms[.other] ?? key)) }
            let forms = entry.forms.sorted { $0.key < $1.key }.map { ($0.key.rawValue, JSONWriter.Value.string($0.value)) }
            return (key, .raw(JSONWriter.object(forms)))
        }
        return changed.isEmpty ? nil : JSONWriter.object(changed)
    }
}
