/// The screens the system shows on an app's behalf: a share sheet, a mail composer, a Safari
/// view, a document or photo picker. Presenting one is navigation, even though the screen is not
/// the app's: a screen that shows a share sheet is no leaf, since its TCA side has to present it.
/// Opening another app (`UIApplication.shared.open`) and alerts are not screens of this kind.
enum SystemScreens {
  /// The framework types whose construction shows one (`UIActivityViewController(…)`,
  /// `ShareLink(item:)`), and the SwiftUI modifiers that present one (`.fileImporter(…)`), in a
  /// fixed order: a system screen is known by its position here.
  static let names: [String] = [
    // UIKit and its companions.
    "UIActivityViewController", "UIDocumentPickerViewController", "UIDocumentInteractionController", "UIImagePickerController",
    "UIReferenceLibraryViewController", "UIPrinterPickerController", "UIFontPickerViewController", "UIColorPickerViewController",
    "SFSafariViewController", "ASWebAuthenticationSession", "MFMailComposeViewController", "MFMessageComposeViewController",
    "PHPickerViewController", "QLPreviewController", "CNContactPickerViewController", "CNContactViewController",
    "EKEventEditViewController", "SKStoreProductViewController", "AVPlayerViewController", "VNDocumentCameraViewController",
    // Shown through its shared instance (`UIPrintInteractionController.shared.present(…)`).
    "UIPrintInteractionController",
    // SwiftUI.
    "ShareLink", "PhotosPicker", "fileImporter", "fileExporter", "fileMover", "photosPicker", "quickLookPreview",
    // AppKit.
    "NSSharingServicePicker", "NSOpenPanel", "NSSavePanel",
    // More of UIKit's companions: the Social framework's composer, Wallet's and Game Center's
    // sheets, the video editor.
    "SLComposeViewController", "PKAddPassesViewController", "GKGameCenterViewController", "UIVideoEditorController",
    // The share sheet of Facebook's SDK, which apps show as they show the system's.
    "ShareDialog", "FBSDKShareDialog",
    // SwiftUI's sheets of the Translation framework and StoreKit.
    "translationPresentation", "manageSubscriptionsSheet", "offerCodeRedemption", "refundRequestSheet",
    // Apple Pay's, the media library's, Siri's shortcut and iCloud sharing sheets.
    "PKPaymentAuthorizationViewController", "MPMediaPickerController", "INUIAddVoiceShortcutViewController", "UICloudSharingController",
  ]

  private static let positions = NameTable(names.enumerated().map { (Name($1), $0) })

  /// The system screen a type's or modifier's name shows, by position in `names`.
  static func position(of name: Name) -> Int? { positions[name] }

  /// Whether a name is a modifier (`fileImporter`), called on a view, rather than a type that is made.
  static func isModifier(_ position: Int) -> Bool { names[position].first?.isLowercase == true }

  /// `shared`, through which the print panel is reached rather than made.
  static let sharedInstance = Name("shared")

  /// Whether a system screen is shown through its shared instance rather than made.
  static func isShownThroughSharedInstance(_ position: Int) -> Bool { names[position] == "UIPrintInteractionController" }
}
