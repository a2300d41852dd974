import Foundation
import SwiftUI
import Testing

/// The modifiers a real app screen is full of, about typing, focus, searching, menus and
/// system bars: accepted under `import SwiftUI` and drawing nothing of their own.
struct SignInScreen: View {
  enum Field: Hashable { case email, password }

  @State private var email = ""
  @State private var password = ""
  @FocusState private var focusedField: Field?
  @FocusState private var agreed: Bool

  var body: some View {
    ScrollViewReader { proxy in
      VStack(spacing: 12) {
        TextField("Email", text: $email)
          .keyboardType(.emailAddress)
          .textContentType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
          .submitLabel(.next)
          .focused($focusedField, equals: .email)
          .onSubmit { focusedField = .password }
        SecureField("Password", text: $password)
          .textContentType(.password)
          .submitLabel(.go)
          .focused($focusedField, equals: .password)
        Toggle("I agree", isOn: .constant(true)).focused($agreed)
        Button("Sign In") {
          withAnimation(.snappy) { proxy.scrollTo(Field.email) }
        }
        .keyboardShortcut(.defaultAction)
        .sensoryFeedback(.success, trigger: email)
        .help("Signs you in")
      }
      .padding()
      .searchable(text: $email, prompt: "Search")
      .refreshable {}
      .contextMenu { Button("Paste") {} }
      .navigationBarTitleDisplayMode(.inline)
      .toolbarBackground(.visible, for: .navigationBar)
      .statusBarHidden()
      .fullScreenCover(isPresented: .constant(true)) { Text("Cover") }
      .confirmationDialog("Sure?", isPresented: .constant(true)) { Button("Yes") {} }
      .presentationDetents([.medium, .large])
      .scrollDismissesKeyboard(.interactively)
      .textSelection(.enabled)
      .controlSize(.large)
      .animation(.bouncy, value: email)
      .animation(.spring(duration: 0.3, bounce: 0.2), value: password)
    }
  }
}

@MainActor @Suite struct AppModifierTests {
  @Test func theModifiersDrawNothingOfTheirOwn() {
    let screen = SVGRenderer().render(Artwork(width: 390, height: 300) { SignInScreen() })
    let plain = SVGRenderer().render(
      Artwork(width: 390, height: 300) {
        VStack(spacing: 12) {
          TextField("Email", text: .constant(""))
          SecureField("Password", text: .constant(""))
          Toggle("I agree", isOn: .constant(true))
          Button("Sign In") {}
        }
        .padding()
      })
    #expect(screen == plain)
  }

  @Test func anEmptyListShowsItsUnavailableViewAndALoadingImage() {
    let svg = SVGRenderer().render(
      Artwork(width: 390, height: 500) {
        VStack {
          AsyncImage(url: URL(string: "https://example.com/avatar.png")) { image in
            image.resizable().scaledToFit()
          } placeholder: {
            ProgressView()
          }
          .frame(width: 60, height: 60)
          ContentUnavailableView.search(text: "ghost")
        }
        .safeAreaInset(edge: .bottom) { Text("3 themes").padding() }
      })
    #expect(svg.contains("No Results for \u{201C}ghost\u{201D}"))
    #expect(svg.contains(">3 themes</text>"))
  }
}
