/// `push(scene: Review.self, viewModel: viewModel) { [unowned self] step in … }`: a call of a
/// coordinator's own method handed the screen it shows and closures that hear that screen's
/// steps. What those closures do, navigation and writes, the screen's user asked for. Read the
/// same way by navigation (`NavigationScanner`) and by shared data (`CreatorClosures`).
enum StepHandlerCalls {
  /// The app types a call's arguments name, in order: a type (`Review.self`), one made in place
  /// (`ReviewViewModel()`), or a local whose type `localType` knows (`viewModel` of `let
  /// viewModel = ReviewViewModel(…)`). `open` and `close` are the call's parentheses.
  static func namedTypes(
    from open: Int, to close: Int, in file: AuditFile, resolve: (Name) -> Int?, localType: (Name) -> Int?
  ) -> [Int] {
    var named: [Int] = []
    var argument = open + 1
    while argument < close {
      // An argument's value starts after `(`, `,` or `label:`.
      let startsValue = file.name(argument - 1) == .openParen || file.name(argument - 1) == .comma
        || (file.name(argument - 1) == .colon && (file.name(argument - 3) == .openParen || file.name(argument - 3) == .comma))
      if startsValue, file.tokens[argument].kind == .identifier {
        if file.isCapitalized(argument), (file.name(argument + 1) == .dot && file.name(argument + 2) == .`self`) || file.name(argument + 1) == .openParen,
          let type = resolve(file.name(argument))
        {
          named.append(type)
        } else if file.name(argument + 1) == .comma || argument + 1 == close, let type = localType(file.name(argument)) {
          named.append(type)
        }
      }
      if let partner = file.partner(argument), partner > argument { argument = partner }
      argument += 1
    }
    return named
  }

  /// Whether the code of `caller` hands step handlers: a coordinator, a router, a flow, not a
  /// screen's own controller, view or view model, whose own method's closure (a completion handed
  /// to a base controller's `push(_:completion:)`) runs for the screen that calls it.
  static func handsStepHandlers(_ caller: Int, roles: TypeRoles) -> Bool {
    !roles.isController[caller] && !roles.isSwiftUIView[caller] && !roles.isUIKitView[caller] && !roles.isViewModelNamed[caller]
  }
}
