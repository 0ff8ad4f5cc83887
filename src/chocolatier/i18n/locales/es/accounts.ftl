## Cuentas de las que no pueden abusar los desconocidos (server/accounts.py, identity.py,
## passwords.py, throttle.py): las negativas por código de error, la espera y las marcas de asiento.

web-error-too-many-registrations = Demasiadas cuentas nuevas desde aquí; inténtalo más tarde.
web-error-busy = El servidor está ocupado; inténtalo de nuevo en un momento.
web-error-password-too-short = La contraseña tiene al menos 8 caracteres.
web-error-password-common = Esta contraseña es de las primeras que prueba quien intenta adivinar contraseñas; elige otra.
web-error-password-is-name = La contraseña no puede ser tu nombre.
web-error-name-characters = Un nombre lleva letras, cifras, espacios y - ' . _ (nada invisible ni símbolos).
web-error-name-mixed-scripts = Un nombre se escribe en un solo alfabeto (el latino puede ir con otro más, pero no con el cirílico ni el griego).
web-error-name-is-account = Este nombre es de un jugador registrado: entra con su cuenta para usarlo o elige otro.
accounts-retry-after = Vuelve a intentarlo dentro de { $seconds } s.
accounts-seat-account = cuenta
accounts-seat-account-title = Un jugador registrado: su página
accounts-seat-guest = invitado
