/** Rule texts of specification §5, shared by the server's validation and the web forms. */
export const validation = {
  validation: {
    required: 'Das Feld {{field}} ist erforderlich.',
    email: 'Das Feld {{field}} muss eine gültige E-Mail-Adresse enthalten.',
    min: {
      string: '{{field}} muss mindestens {{min}} Zeichen lang sein.',
      numeric: '{{field}} muss mindestens {{min}} sein.',
    },
    max: {
      string: '{{field}} darf nicht länger als {{max}} Zeichen sein.',
      numeric: '{{field}} darf nicht größer als {{max}} sein.',
    },
    numeric: '{{field}} muss eine Zahl sein.',
    alpha_num: '{{field}} darf nur Buchstaben und Zahlen enthalten.',
    alpha_num_space: '{{field}} darf nur Buchstaben, Zahlen und Leerzeichen enthalten.',
    same: '{{field}} und {{other}} müssen übereinstimmen.',
    in: '{{field}} muss einer der folgenden Werte sein: {{values}}.',
    type: '{{field}} hat ein ungültiges Format.',
    iban: '{{field}} ist keine gültige IBAN (Prüfsumme falsch).',
    accepted: '{{field}} muss akzeptiert werden.',
    currentPassword: 'Das aktuelle Passwort ist falsch.',
    password: {
      common: '{{field}} ist zu verbreitet: Es steht auf Listen häufiger oder geknackter Passwörter. Bitte wählen Sie ein anderes.',
      personal: '{{field}} darf nicht aus Ihrer E-Mail-Adresse oder Ihrem Namen gebildet sein.',
      repetitive: '{{field}} besteht aus zu wenigen verschiedenen Zeichen.',
    },
    exists: '{{field}} enthält einen unbekannten oder inaktiven Eintrag.',
    unknown: 'Das Feld {{field}} ist nicht erlaubt.',
    fileReference: '{{field}}: Nur eigene hochgeladene Dateien sind erlaubt (keine fremden Dateien oder externen Adressen).',
    unique: '{{field}} ist bereits vergeben.',
    controlCharacters: '{{field}} enthält unzulässige Steuerzeichen.',
    lineBreaks: '{{field}} darf keine Zeilenumbrüche oder Tabulatoren enthalten.',
    multipart: '{{field}} konnte nicht gelesen werden: Der Anfrageinhalt ist kein gültiges multipart/form-data.',
    oneFile: 'Im Feld {{field}} ist nur eine Datei erlaubt.',
    invalidJson: 'Der Anfrageinhalt ist kein gültiges JSON.',
    forbiddenKey: 'Der Anfrageinhalt enthält den unzulässigen Schlüssel „__proto__“ oder „constructor“.',
  },
};
