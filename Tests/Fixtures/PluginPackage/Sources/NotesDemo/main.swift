import Notes

// Uses what the build plugin generated into the Notes target (State, Action) and the reducer
// that generate-feature wrote.
var state = EditNoteFeature.State(text: "draft")
EditNoteFeature().reduce(into: &state, action: .view(.textChanged("edited")))
print("EditNoteFeature.State:", EditNoteFeature.State.fieldNames.joined(separator: ", "))
print("after textChanged: text=\(state.text)")
print("SettingsFeature.State:", SettingsFeature.State.fieldNames.joined(separator: ", "))
